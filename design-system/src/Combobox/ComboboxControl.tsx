import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useCallback, useEffect, useRef, type CSSProperties, type Ref } from 'react';
import { FieldFrame, useFieldIds } from '../Field/Field';
import fieldStyles from '../Field/Field.module.css';
import { IconCheck, IconChevronDown } from '../Icons/icons';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/cx';
import type { ComboboxOption, ComboboxProps } from './Combobox';
import styles from './Combobox.module.css';

export type ComboboxControlProps = ComboboxProps;

/** Every option is one line this tall (px): the virtualiser places them without measuring. */
export const OPTION_HEIGHT = 36;
/** Options in view at most; more scroll. */
const VISIBLE_OPTIONS = 8;
/** Options drawn beyond each edge of the visible ones. */
const OVERSCAN = 4;
/** The next page is asked for when the drawn options come this close to the last. */
const LOAD_MORE_WITHIN = 10;

const itemToString = (option: ComboboxOption | null) => option?.label ?? '';
// The label too: a chosen option whose name arrives later (an id from a link) shows it once it does.
const itemToKey = (option: ComboboxOption | null) => (option ? `${option.value}\u0000${option.label}` : undefined);

/** A list without layout (a DOM that does not lay out) reads as the full height, so its first options are drawn. */
const observeRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: OPTION_HEIGHT * VISIBLE_OPTIONS }));

const assignRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/**
 * What the list says to a screen reader when it changes (a polite live region): how many options
 * the text leaves, that none match, or that they are being found.
 */
const resultText = (count: number, { loading, hasMore, emptyText }: { loading?: boolean; hasMore?: boolean; emptyText: string }) => {
  if (count === 0) return loading ? 'Loading…' : emptyText;
  return `${count.toLocaleString('en')}${hasMore ? '+' : ''} ${count === 1 && !hasMore ? 'result' : 'results'}`;
};

/**
 * The part of Combobox loaded on first use: downshift's useCombobox (the WAI-ARIA 1.2 combobox:
 * aria-expanded, aria-controls, aria-activedescendant; Up, Down, Home, End, Enter, Escape) over a
 * list that @tanstack/react-virtual draws a window of, so a long list (pages appended as it is
 * scrolled) opens and scrolls like a short one.
 *
 * Selection is manual: leaving the box never picks the highlighted option, and Escape closes the
 * list and puts the chosen option's name back rather than clearing it.
 */
export function ComboboxControl({
  label,
  hint,
  id,
  className,
  ref: inputRef,
  options,
  value,
  onValueChange,
  onSearch,
  loading,
  hasMore,
  onLoadMore,
  loadingMore,
  onOpenChange,
  emptyText = 'No matches',
  placeholder,
  error,
  name,
  required,
  disabled,
}: ComboboxControlProps) {
  const ids = useFieldIds(id, hint, error);
  const labelId = `${ids.controlId}-label`;
  const scroller = useRef<HTMLDivElement | null>(null);
  const items = options as ComboboxOption[];
  const virtualizer = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const stateReducer = useCallback(
    (state: UseComboboxState<ComboboxOption>, { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>) => {
      const types = useCombobox.stateChangeTypes;
      const chosenText = { inputValue: itemToString(state.selectedItem) };
      if (type === types.InputBlur) return { ...changes, selectedItem: state.selectedItem, ...chosenText };
      if (type === types.InputKeyDownEscape) return { ...changes, isOpen: false, selectedItem: state.selectedItem, ...chosenText };
      return changes;
    },
    [],
  );

  const combobox = useCombobox<ComboboxOption>({
    items,
    itemToString,
    itemToKey,
    selectedItem: value,
    inputId: ids.controlId,
    labelId,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onValueChange(selectedItem);
    },
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onSearch?.(inputValue);
    },
    onIsOpenChange: ({ isOpen, type }) => {
      // Opened by a click or a key, or closed: every option again, not those of the chosen one's name.
      if (type !== useCombobox.stateChangeTypes.InputChange) onSearch?.('');
      if (!isOpen) virtualizer.current?.scrollToOffset(0);
      onOpenChange?.(isOpen);
    },
    // The virtualiser scrolls the highlighted option into view: it may not be drawn yet.
    scrollIntoView: () => undefined,
    onHighlightedIndexChange: ({ highlightedIndex, type }) => {
      if (highlightedIndex >= 0 && type !== useCombobox.stateChangeTypes.ItemMouseMove)
        virtualizer.current?.scrollToIndex(highlightedIndex);
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = combobox;
  // The highlighted option is always drawn, so aria-activedescendant never names a missing element
  // (End from the top highlights an option the scroll has not reached yet).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return highlightedIndex >= 0 && highlightedIndex < range.count && !indexes.includes(highlightedIndex)
        ? [...indexes, highlightedIndex].sort((a, b) => a - b)
        : indexes;
    },
    [highlightedIndex],
  );
  // We use no React Compiler; the virtualizer is read fresh on every render, which is what its API expects.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const list = useVirtualizer<HTMLDivElement, Element>({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: useCallback(() => OPTION_HEIGHT, []),
    overscan: OVERSCAN,
    observeElementRect: observeRect,
    rangeExtractor,
    useFlushSync: false,
  });

  // For downshift's callbacks, which run after the render that declared them.
  useEffect(() => {
    virtualizer.current = list;
  });

  const drawn = isOpen ? list.getVirtualItems() : [];
  const lastDrawn = drawn.at(-1)?.index ?? -1;
  useEffect(() => {
    if (isOpen && hasMore && !loading && !loadingMore && lastDrawn >= items.length - LOAD_MORE_WITHIN) onLoadMore?.();
  }, [isOpen, hasMore, loading, loadingMore, lastDrawn, items.length, onLoadMore]);

  const { ref: downshiftInputRef, ...inputProps } = getInputProps({
    disabled,
    placeholder,
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    // Typing replaces the chosen option's name rather than adding to it.
    onFocus: (e) => e.currentTarget.select(),
  });
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      assignRef(downshiftInputRef as Ref<HTMLInputElement>, node);
      assignRef(inputRef, node);
    },
    [downshiftInputRef, inputRef],
  );
  const { ref: downshiftMenuRef, ...menuProps } = getMenuProps({ 'aria-busy': loading || undefined });
  const setScroller = useCallback(
    (node: HTMLDivElement | null) => {
      scroller.current = node;
      assignRef(downshiftMenuRef as Ref<HTMLDivElement>, node);
    },
    [downshiftMenuRef],
  );

  const chosen = value?.value;
  const status = resultText(items.length, { loading, hasMore, emptyText });
  return (
    <FieldFrame ids={ids} label={label} labelId={labelId} hint={hint} error={error} required={required} className={className}>
      <div className={styles.root} style={{ '--combobox-option-height': `${OPTION_HEIGHT}px` } as CSSProperties}>
        <div className={styles.box}>
          <input ref={setInput} {...inputProps} className={cx(fieldStyles.control, styles.input)} />
          <span className={styles.adornments}>
            {loading && isOpen ? <Spinner size="sm" className={styles.spinner} /> : null}
            <button
              {...getToggleButtonProps({ disabled, 'aria-label': 'Show options' })}
              type="button"
              className={cx(styles.toggle, isOpen && styles.open)}
            >
              <IconChevronDown size={18} />
            </button>
          </span>
        </div>
        {name ? <input type="hidden" name={name} value={chosen ?? ''} /> : null}
        <div className={styles.popup} hidden={!isOpen}>
          <div ref={setScroller} {...menuProps} className={styles.listbox} hidden={!isOpen || items.length === 0}>
            <div role="presentation" className={styles.sizer} style={{ height: isOpen ? list.getTotalSize() : 0 }}>
              {drawn.map((row) => {
                const option = items[row.index]!;
                return (
                  <div
                    key={option.value}
                    {...getItemProps({ item: option, index: row.index })}
                    aria-setsize={hasMore ? -1 : items.length}
                    aria-posinset={row.index + 1}
                    title={option.label}
                    className={cx(styles.option, row.index === highlightedIndex && styles.highlighted)}
                    style={{ transform: `translateY(${row.start}px)` }}
                  >
                    <span className={styles.label}>{option.label}</span>
                    {option.value === chosen ? <IconCheck size={16} className={styles.check} /> : null}
                  </div>
                );
              })}
            </div>
          </div>
          {isOpen && (items.length === 0 || loadingMore) ? (
            <div className={styles.note}>
              {loading || loadingMore ? <Spinner size="sm" /> : null}
              {items.length === 0 ? status : 'Loading more…'}
            </div>
          ) : null}
        </div>
        {/* A live region without a role: a page's own status (a filter bar's count) stays the one status. */}
        <div aria-live="polite" aria-atomic="true" className={styles.srOnly}>
          {isOpen ? status : ''}
        </div>
      </div>
    </FieldFrame>
  );
}

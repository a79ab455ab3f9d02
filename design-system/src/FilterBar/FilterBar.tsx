import { forwardRef, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { IconRefresh } from '../Icons/icons';
import { cx } from '../utils/cx';
import styles from './FilterBar.module.css';

/** Where a collapsible bar folds its filters away (FilterBar.module.css). */
const PHONE_QUERY = '(max-width: 767px)';

export interface FilterBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The filters (a search TextField, Selects…), laid out side by side, stacked on a phone. */
  children: ReactNode;
  /** Puts every filter back to "all"; without it there is no reset control. */
  onReset?: () => void;
  resetLabel?: string;
  /**
   * True while no filter is set: the reset control is then disabled. Given at all, the control
   * disables itself on a reset, so the reset hands the focus to the first filter (issue #24.2);
   * a reset control that stays enabled (a list's Refresh) keeps the focus.
   */
  resetDisabled?: boolean;
  /** A line under the filters, e.g. how many items match; announced politely as it changes. */
  summary?: ReactNode;
  /**
   * On a phone, fold the filters behind a "Filters" disclosure (the summary stays), so the list
   * starts near the top of the screen (issue #24.13). Wide screens show them as ever.
   */
  collapsible?: boolean;
  /** How many filters are set, said on the folded disclosure. */
  activeFilters?: number;
}

const focusables = 'input, select, textarea, button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** A search landmark holding a list's filters, an optional reset control and a live result summary. */
export const FilterBar = forwardRef<HTMLDivElement, FilterBarProps>(function FilterBar(
  { children, onReset, resetLabel = 'Reset filters', resetDisabled, summary, collapsible = false, activeFilters = 0, className, ...rest },
  ref,
) {
  const fieldsId = useId();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const folded = () => collapsible && !open && window.matchMedia(PHONE_QUERY).matches;
  const reset = () => {
    onReset?.();
    // The reset control disables itself once nothing is set, which would drop the focus on the
    // page: it goes to the first filter, what one sets next (issue #24.2), or to the disclosure.
    if (resetDisabled === undefined) return;
    (folded() ? toggleRef.current : fieldsRef.current?.querySelector<HTMLElement>(focusables))?.focus();
  };
  return (
    <div ref={ref} role="search" className={cx(styles.bar, collapsible && styles.collapsible, className)} {...rest}>
      {collapsible ? (
        <Button
          ref={toggleRef}
          variant="outline"
          size="sm"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen(!open)}
        >
          {activeFilters > 0 ? `Filters (${activeFilters} set)` : 'Filters'}
        </Button>
      ) : null}
      <div ref={fieldsRef} id={fieldsId} className={styles.fields} data-open={open || undefined}>
        {children}
        {onReset ? (
          <Button variant="outline" className={styles.reset} onClick={reset} disabled={resetDisabled ?? false}>
            <IconRefresh size={16} />
            {resetLabel}
          </Button>
        ) : null}
      </div>
      {summary === undefined ? null : (
        <p className={styles.summary} role="status">
          {summary}
        </p>
      )}
    </div>
  );
});

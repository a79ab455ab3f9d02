import { observeElementRect as observeScrollerRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  forwardRef,
  useCallback,
  useMemo,
  useRef,
  type CSSProperties,
  type ForwardedRef,
  type HTMLAttributes,
  type Key,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../utils/cx';
import styles from './DataTable.module.css';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** The narrowest the column gets (a CSS length); past the sum of these the table scrolls sideways. */
  minWidth?: string;
  /** Its share of the width left over (grid `fr`). */
  grow?: number;
  /** Monospaced cells, for ids and codes. */
  mono?: boolean;
}

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Name the table with `aria-label` or `aria-labelledby`. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey?: (row: Row, index: number) => Key;
  /** The height past which the table scrolls (a CSS length). */
  maxHeight?: string;
  /**
   * Every body row's height in pixels; a cell's overflow ends in an ellipsis. Fixed, not measured:
   * measuring rows as they scroll in re-lays out every row after them, too slow at 100,000 rows.
   */
  rowHeight?: number;
  /** Rows drawn beyond each edge of the visible ones. */
  overscan?: number;
}

type TableVirtualizer = Virtualizer<HTMLDivElement, Element>;

/** Rows drawn when the table has no layout (hidden, or a DOM that does not lay out), which the virtualizer would read as no room at all. */
const ROWS_WITHOUT_LAYOUT = 10;

const observeRect = (rowHeight: number) => (instance: TableVirtualizer, cb: (rect: { width: number; height: number }) => void) =>
  observeScrollerRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: rowHeight * ROWS_WITHOUT_LAYOUT }));

const assignRef = <T,>(ref: ForwardedRef<T>, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

function DataTableWithRef<Row>(
  { columns, rows, rowKey, maxHeight = '24rem', rowHeight = 40, overscan = 6, className, style, ...rest }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const setScroller = useCallback(
    (node: HTMLDivElement | null) => {
      scroller.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  // The virtualizer recomputes every row's position when these change identity: keep them stable.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => (rowKey ? rowKey(rows[index]!, index) : index), [rowKey, rows]);
  const observeElementRect = useMemo(() => observeRect(rowHeight), [rowHeight]);
  // We use no React Compiler; the virtualizer is read fresh on every render, which is what its API expects.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    overscan,
    observeElementRect,
    // Scrolling re-renders in React's own time, not synchronously inside each scroll event:
    // fewer, shorter main-thread tasks on a slow phone (overscan covers the gap).
    useFlushSync: false,
  });
  const layout = {
    '--data-table-columns': columns.map((c) => `minmax(${c.minWidth ?? '8rem'}, ${c.grow ?? 1}fr)`).join(' '),
    '--data-table-min-width': `calc(${columns.map((c) => c.minWidth ?? '8rem').join(' + ')})`,
    '--data-table-max-height': maxHeight,
    '--data-table-row-height': `${rowHeight}px`,
    ...style,
  } as CSSProperties;

  return (
    <div
      ref={setScroller}
      role="table"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      // A scrolling region is reachable by keyboard (WCAG 2.1.1): arrow keys scroll it.
      tabIndex={0}
      className={cx(styles.table, className)}
      style={layout}
      {...rest}
    >
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row}>
          {columns.map((column) => (
            <div key={column.key} role="columnheader" className={styles.header}>
              {column.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={cx(styles.row, styles.bodyRow)}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {columns.map((column) => (
                <div key={column.key} role="cell" className={cx(styles.cell, column.mono && styles.mono)}>
                  {column.cell(row, item.index)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A virtualised table (ARIA table roles; `aria-rowcount` and each row's `aria-rowindex` tell
 * assistive technology where the drawn rows sit): only the rows in view are in the DOM, so
 * 100,000 rows scroll like 20. It scrolls within `maxHeight`, under a sticky header row; each
 * row is one line of `rowHeight`.
 */
export const DataTable = forwardRef(DataTableWithRef) as <Row>(props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> }) => ReactElement;

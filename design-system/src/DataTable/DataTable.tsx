import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { forwardRef, useCallback, useRef, type CSSProperties, type ForwardedRef, type HTMLAttributes, type Key, type ReactElement, type ReactNode, type Ref } from 'react';
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
  /** A row's height before it is measured, in pixels. */
  estimateRowHeight?: number;
  /** Rows drawn beyond each edge of the visible ones. */
  overscan?: number;
}

type TableVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * Without layout (a hidden table, a DOM that does not lay out) every size reads 0, and the
 * virtualizer would draw nothing, or everything: estimates stand in, so the first rows show.
 */
const withoutLayout = (estimate: number) => ({
  observeElementRect: (instance: TableVirtualizer, cb: (rect: { width: number; height: number }) => void) =>
    observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: estimate * 10 })),
  measureElement: (element: Element) => element.getBoundingClientRect().height || estimate,
});

const assignRef = <T,>(ref: ForwardedRef<T>, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

function DataTableWithRef<Row>(
  {
    columns,
    rows,
    rowKey,
    maxHeight = '24rem',
    estimateRowHeight = 44,
    overscan = 8,
    className,
    style,
    ...rest
  }: DataTableProps<Row>,
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
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateRowHeight,
    getItemKey: rowKey ? (index) => rowKey(rows[index]!, index) : undefined,
    overscan,
    ...withoutLayout(estimateRowHeight),
  });
  const layout = {
    '--data-table-columns': columns.map((c) => `minmax(${c.minWidth ?? '8rem'}, ${c.grow ?? 1}fr)`).join(' '),
    '--data-table-min-width': `calc(${columns.map((c) => c.minWidth ?? '8rem').join(' + ')})`,
    '--data-table-max-height': maxHeight,
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
              ref={virtualizer.measureElement}
              data-index={item.index}
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
 * 100,000 rows scroll like 20. It scrolls within `maxHeight`, under a sticky header row.
 */
export const DataTable = forwardRef(DataTableWithRef) as <Row>(props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> }) => ReactElement;

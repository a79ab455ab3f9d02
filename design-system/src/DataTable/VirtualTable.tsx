import { observeElementRect as observeScrollerRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type ForwardedRef } from 'react';
import { cx } from '../utils/cx';
import type { DataTableProps } from './DataTable';
import styles from './DataTable.module.css';
import { DataTableFrame } from './DataTableFrame';

export interface VirtualTableProps<Row> extends DataTableProps<Row> {
  maxHeight: string;
  rowHeight: number;
  overscan: number;
  tableRef: ForwardedRef<HTMLDivElement>;
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

/** The part of DataTable loaded on first use: @tanstack/react-virtual and the rows it places. */
export function VirtualTable<Row>({ columns, rows, rowKey, maxHeight, rowHeight, overscan, tableRef, ...rest }: VirtualTableProps<Row>) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const setScroller = useCallback(
    (node: HTMLDivElement | null) => {
      scroller.current = node;
      assignRef(tableRef, node);
    },
    [tableRef],
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

  return (
    <DataTableFrame
      ref={setScroller}
      columns={columns}
      rowCount={rows.length}
      maxHeight={maxHeight}
      rowHeight={rowHeight}
      bodyHeight={virtualizer.getTotalSize()}
      {...rest}
    >
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
    </DataTableFrame>
  );
}

import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import type { DataTableColumn } from './DataTable';
import styles from './DataTable.module.css';

export interface DataTableFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  columns: readonly DataTableColumn<never>[];
  rowCount: number;
  maxHeight: string;
  rowHeight: number;
  /** The body's height in pixels: every row's, drawn or not, so the scrollbar is right. */
  bodyHeight: number;
  /** The drawn body rows. */
  children?: ReactNode;
}

/**
 * The scrolling table with its header row and ARIA counts, around whichever body rows are drawn:
 * the virtualised ones, or none while the virtualiser loads (the frame keeps its size meanwhile).
 */
export const DataTableFrame = forwardRef<HTMLDivElement, DataTableFrameProps>(function DataTableFrame(
  { columns, rowCount, maxHeight, rowHeight, bodyHeight, className, style, children, ...rest },
  ref,
) {
  const layout = {
    '--data-table-columns': columns.map((c) => `minmax(${c.minWidth ?? '8rem'}, ${c.grow ?? 1}fr)`).join(' '),
    '--data-table-min-width': `calc(${columns.map((c) => c.minWidth ?? '8rem').join(' + ')})`,
    '--data-table-max-height': maxHeight,
    '--data-table-row-height': `${rowHeight}px`,
    ...style,
  } as CSSProperties;

  return (
    <div
      ref={ref}
      role="table"
      aria-rowcount={rowCount + 1}
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
      <div role="rowgroup" className={styles.body} style={{ height: bodyHeight }}>
        {children}
      </div>
    </div>
  );
});

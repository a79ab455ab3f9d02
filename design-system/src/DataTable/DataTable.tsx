import {
  forwardRef,
  Suspense,
  type ComponentType,
  type ForwardedRef,
  type HTMLAttributes,
  type Key,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyModule, lazyPart } from '../utils/lazy-module';
import { DataTableFrame } from './DataTableFrame';
import type { VirtualTableProps } from './VirtualTable';

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

export const virtualTable = lazyModule(() => import('./VirtualTable'));

const LazyVirtualTable = lazyPart(virtualTable, (m) => m.VirtualTable as ComponentType<VirtualTableProps<unknown>>);

function DataTableWithRef<Row>(
  { maxHeight = '24rem', rowHeight = 40, overscan = 6, ...props }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { columns, rows, rowKey: _rowKey, ...frame } = props;
  // Until the virtualiser has arrived: the same frame, header and counts, its body as tall as
  // every row but with none drawn, and busy so assistive technology waits for the rows.
  const standIn = (
    <DataTableFrame
      ref={ref}
      columns={columns}
      rowCount={rows.length}
      maxHeight={maxHeight}
      rowHeight={rowHeight}
      bodyHeight={rows.length * rowHeight}
      aria-busy={rows.length > 0 ? true : undefined}
      {...frame}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <LazyVirtualTable
        {...(props as DataTableProps<unknown>)}
        maxHeight={maxHeight}
        rowHeight={rowHeight}
        overscan={overscan}
        tableRef={ref}
      />
    </Suspense>
  );
}

/**
 * A virtualised table (ARIA table roles; `aria-rowcount` and each row's `aria-rowindex` tell
 * assistive technology where the drawn rows sit): only the rows in view are in the DOM, so
 * 100,000 rows scroll like 20. It scrolls within `maxHeight`, under a sticky header row; each
 * row is one line of `rowHeight`. The virtualiser loads with the first DataTable on a page;
 * until then the frame shows its header, at the same size.
 */
export const DataTable = forwardRef(DataTableWithRef) as <Row>(props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> }) => ReactElement;

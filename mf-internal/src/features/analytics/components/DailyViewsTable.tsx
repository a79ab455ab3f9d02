import type { PageViewsPoint } from '@nextlevel/bff/contract';
import { formatCount, formatDay } from '../formats';
import { StatsTable, type StatsColumn } from './StatsTable';

const columns: StatsColumn<PageViewsPoint>[] = [
  { header: 'Date', csvHeader: 'date', cell: (p) => formatDay(p.date), csv: (p) => p.date },
  { header: 'Views', csvHeader: 'views', cell: (p) => formatCount(p.views), csv: (p) => p.views, numeric: true },
];

export interface DailyViewsTableProps {
  points: readonly PageViewsPoint[];
  filename: string;
}

/** The chart's figures as a table: every day of the range with its views. */
export function DailyViewsTable({ points, filename }: DailyViewsTableProps) {
  return (
    <StatsTable
      title="Page views by day"
      description="The chart's figures, day by day (UTC)."
      columns={columns}
      rows={points}
      rowKey={(p) => p.date}
      filename={filename}
      tall
    />
  );
}

import type { AreaBuildViews } from '@nextlevel/bff/contract';
import { formatCount, formatMoment } from '../formats';
import { StatsTable, type StatsColumn } from './StatsTable';

const NO_BUILD = 'Not recorded';

const columns: StatsColumn<AreaBuildViews>[] = [
  { header: 'Area', csvHeader: 'area', cell: (b) => b.area, csv: (b) => b.area },
  { header: 'Build', csvHeader: 'build', cell: (b) => b.build ?? NO_BUILD, csv: (b) => b.build },
  { header: 'Views', csvHeader: 'views', cell: (b) => formatCount(b.views), csv: (b) => b.views, numeric: true },
  {
    header: 'Unique visitors',
    csvHeader: 'unique_users',
    cell: (b) => formatCount(b.unique_users),
    csv: (b) => b.unique_users,
    numeric: true,
  },
  { header: 'First view', csvHeader: 'first_view', cell: (b) => formatMoment(b.first_view), csv: (b) => b.first_view },
  { header: 'Last view', csvHeader: 'last_view', cell: (b) => formatMoment(b.last_view), csv: (b) => b.last_view },
];

export interface BuildViewsTableProps {
  builds: readonly AreaBuildViews[];
  filename: string;
  busy?: boolean;
}

/** Page views by area and by the build of its remote that served them (issue #13): a deploy's effect on an area. */
export function BuildViewsTable({ builds, filename, busy }: BuildViewsTableProps) {
  return (
    <StatsTable
      title="Views by area and build"
      description="Which build of each area served the pages, so a deploy shows in the numbers."
      columns={columns}
      rows={builds}
      rowKey={(b) => `${b.area} ${b.build ?? ''}`}
      filename={filename}
      busy={busy}
    />
  );
}

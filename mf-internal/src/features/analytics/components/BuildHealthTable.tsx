import type { BuildHealth } from '@nextlevel/bff/contract';
import { formatRate } from '../../../lib/format-rate';
import { formatCount } from '../formats';
import { StatsTable, type StatsColumn } from './StatsTable';

/** A load or error the shell reported before the area's manifest named its build. */
const NO_BUILD = 'Not reported';

const columns: StatsColumn<BuildHealth>[] = [
  { header: 'Area', csvHeader: 'area', cell: (b) => b.area, csv: (b) => b.area },
  { header: 'Build', csvHeader: 'build', cell: (b) => b.build ?? NO_BUILD, csv: (b) => b.build },
  { header: 'Loads', csvHeader: 'loads', cell: (b) => formatCount(b.loads), csv: (b) => b.loads, numeric: true },
  { header: 'Errors', csvHeader: 'errors', cell: (b) => formatCount(b.errors), csv: (b) => b.errors, numeric: true },
  {
    header: 'Error rate',
    csvHeader: 'error_rate',
    cell: (b) => formatRate(b.errors, b.loads),
    csv: (b) => (b.loads === 0 ? null : Number((b.errors / b.loads).toFixed(4))),
    numeric: true,
  },
];

export interface BuildHealthTableProps {
  builds: readonly BuildHealth[];
  filename: string;
  busy?: boolean;
}

/**
 * Loads and errors by area and build (issue #26 item 6): every visitor's shell reports the areas
 * it loaded and those that failed to load or threw into their error boundary, so a build that
 * breaks shows beside the one it replaced.
 */
export function BuildHealthTable({ builds, filename, busy }: BuildHealthTableProps) {
  return (
    <StatsTable
      title="Loads and errors by build"
      description="How often each build of an area loaded for visitors, and how often it failed to load or threw."
      columns={columns}
      rows={builds}
      rowKey={(b) => `${b.area} ${b.build ?? ''}`}
      filename={filename}
      busy={busy}
    />
  );
}

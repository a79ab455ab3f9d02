import type { EventCount } from '@nextlevel/bff/contract';
import { formatCount } from '../formats';
import styles from './EventCountsTable.module.css';
import { StatsTable, type StatsColumn } from './StatsTable';

/** product §2: "N times". */
export const timesText = (n: number) => `${formatCount(n)} ${n === 1 ? 'time' : 'times'}`;

export interface EventCountsTableProps {
  events: readonly EventCount[];
  filename: string;
  busy?: boolean;
}

/** Each event type with its count, drawn as a bar against the most frequent one (plain HTML and CSS). */
export function EventCountsTable({ events, filename, busy }: EventCountsTableProps) {
  const most = Math.max(1, ...events.map((e) => e.count));
  const columns: StatsColumn<EventCount>[] = [
    { header: 'Event type', csvHeader: 'event_type', cell: (e) => e.event_type, csv: (e) => e.event_type },
    {
      header: 'Count',
      csvHeader: 'count',
      cell: (e) => (
        <span className={styles.count}>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{ inlineSize: `${(e.count / most) * 100}%` }} />
          </span>
          <span className={styles.times}>{timesText(e.count)}</span>
        </span>
      ),
      csv: (e) => e.count,
    },
  ];
  return <StatsTable title="Event types" columns={columns} rows={events} rowKey={(e) => e.event_type} filename={filename} busy={busy} />;
}

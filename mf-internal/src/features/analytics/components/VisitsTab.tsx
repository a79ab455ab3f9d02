import { messages, type AnalyticsRange } from '@nextlevel/bff/contract';
import { EmptyState, IconUsers, Loading } from '@nextlevel/design-system';
import { useVisitStats } from '../api/get-visit-stats';
import { formatDuration } from '../format-duration';
import { formatCount } from '../formats';
import { periodChange } from '../period-change';
import { LoadFailures } from './LoadFailures';
import { StatFigures } from './StatFigures';

/** product §2.17's Sessions tab: how many visits and their average duration, against the previous period. */
export function VisitsTab({ days }: { days: AnalyticsRange }) {
  const current = useVisitStats({ days, period: 'current' });
  const previous = useVisitStats({ days, period: 'previous' });
  if (current.isPending) return <Loading text="Loading sessions..." />;
  if (current.isError) return <LoadFailures loads={[{ query: current, message: messages.errors.visitStats }]} />;
  const { totalSessions, avgDuration } = current.data;
  if (totalSessions === 0)
    return (
      <EmptyState
        title={`No sessions in the last ${days} days.`}
        description="A session starts when a Member signs in and ends when they leave."
        icon={<IconUsers size={28} />}
      />
    );
  const before = previous.data;
  return (
    <StatFigures
      aria-label="Session figures"
      against={`previous ${days} days`}
      busy={current.isPlaceholderData}
      figures={[
        {
          label: 'Total Sessions',
          value: formatCount(totalSessions),
          change: before && periodChange(totalSessions, before.totalSessions),
        },
        {
          label: 'Avg Session Duration',
          value: formatDuration(avgDuration),
          change: before && periodChange(Math.floor(avgDuration), Math.floor(before.avgDuration)),
        },
      ]}
    />
  );
}

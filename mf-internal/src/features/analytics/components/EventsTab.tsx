import { messages, type AnalyticsRange } from '@nextlevel/bff/contract';
import { EmptyState, IconZap, Loading } from '@nextlevel/design-system';
import { useEvents } from '../api/get-events';
import { EventCountsTable } from './EventCountsTable';
import { LoadFailures } from './LoadFailures';

/** product §2 User Events: each event type with its count ("N times"). */
export function EventsTab({ days }: { days: AnalyticsRange }) {
  const events = useEvents({ days, period: 'current' });
  if (events.isPending) return <Loading text="Loading events..." />;
  if (events.isError) return <LoadFailures loads={[{ query: events, message: messages.errors.eventStats }]} />;
  if (events.data.length === 0)
    return (
      <EmptyState
        title={`No events in the last ${days} days.`}
        description="Events such as favouriting a snippet show here once Members use the apps."
        icon={<IconZap size={28} />}
      />
    );
  return <EventCountsTable events={events.data} filename={`events-last-${days}-days`} busy={events.isPlaceholderData} />;
}

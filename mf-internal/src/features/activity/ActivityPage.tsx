import { messages } from '@nextlevel/bff/contract';
import { Button, EmptyState, IconSearch, LoadError, Loading, Page, PageHeader } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useActivity } from './api/get-activity';
import { ActivityFilterBar } from './components/ActivityFilterBar';
import { ActivityList } from './components/ActivityList';
import styles from './ActivityPage.module.css';
import { useActivityFilters } from './use-activity-filters';

const shown = (n: number, more: boolean) =>
  `${n.toLocaleString('en')} ${n === 1 ? 'event' : 'events'}${more ? ' shown, more older ones' : ''}`;

/**
 * /internal/activity (issue #27 item 8): everyone's security events and staff actions, newest
 * first, filtered by account, kind and days (kept in the URL) and paged by the bff ("Load more").
 */
export default function ActivityPage() {
  const { filters, apply } = useActivityFilters();
  const activity = useActivity(filters);
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  let body;
  if (activity.isPending) body = <Loading text="Loading activity..." />;
  else if (activity.isError && !activity.isFetchNextPageError)
    body = (
      <LoadError title="Failed to load activity" onRetry={() => void activity.refetch()} retrying={activity.isRefetching}>
        {errorMessage(activity.error, messages.errors.generic)}
      </LoadError>
    );
  else if (events.length === 0)
    body = filtered ? (
      <EmptyState
        title="No activity matches your filters."
        description="Try another user, kind or range of days."
        icon={<IconSearch size={28} />}
      />
    ) : (
      <EmptyState title="No activity yet." description="Sign-ins, account changes and staff actions will appear here." />
    );
  else
    body = (
      <div className={styles.paging}>
        <ActivityList events={events} busy={activity.isPlaceholderData} />
        {activity.isFetchNextPageError ? (
          <LoadError
            title="Failed to load older activity"
            onRetry={() => void activity.fetchNextPage()}
            retrying={activity.isFetchingNextPage}
          >
            {errorMessage(activity.error, messages.errors.generic)}
          </LoadError>
        ) : null}
        {activity.hasNextPage && !activity.isFetchNextPageError ? (
          <Button
            className={styles.more}
            variant="outline"
            onClick={() => void activity.fetchNextPage()}
            busy={activity.isFetchingNextPage}
            busyFocusable
            busyText="Loading..."
          >
            Load more
          </Button>
        ) : null}
      </div>
    );

  return (
    <Page>
      <PageHeader title="Activity" description="Sign-ins, account changes and staff actions, newest first." />
      <ActivityFilterBar applied={filters} summary={activity.isSuccess ? shown(events.length, activity.hasNextPage) : ''} onApply={apply} />
      {body}
    </Page>
  );
}

import { ACTIVITY_KIND_LABELS, activityDetailText, messages, type ActivityEvent } from '@nextlevel/bff/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadError,
  Loading,
} from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useActivityAfterChanges, useMemberActivity } from '../api/get-activity';
import styles from './RecentActivity.module.css';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the event came from: "from 203.0.113.7 · Firefox 128 on Linux". */
const origin = ({ ip, browser }: ActivityEvent) => [ip ? `from ${ip}` : '', browser ?? ''].filter(Boolean).join(' · ');

function ActivityItem({ event }: { event: ActivityEvent }) {
  const detail = activityDetailText(event);
  const from = origin(event);
  return (
    <li className={styles.item}>
      <strong>
        {ACTIVITY_KIND_LABELS[event.kind]}
        {detail ? `: ${detail}` : ''}
      </strong>
      <span className={styles.meta}>
        <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
        {from ? ` · ${from}` : ''}
      </span>
    </li>
  );
}

/**
 * The settings' "Recent activity" (issue #27 item 8): the member's own sign-ins, failed sign-ins,
 * sign-outs and account changes, newest first, with where they came from; older ones by "Show more".
 */
export function RecentActivity() {
  const activity = useMemberActivity();
  useActivityAfterChanges();
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];
  let body;
  if (activity.isPending) body = <Loading text="Loading recent activity..." />;
  else if (activity.isError && events.length === 0)
    body = (
      <LoadError title="Failed to load recent activity" onRetry={() => void activity.refetch()} retrying={activity.isRefetching}>
        {errorMessage(activity.error, messages.errors.generic)}
      </LoadError>
    );
  else if (events.length === 0) body = <EmptyState title="No activity yet." description="Sign-ins and account changes will appear here." />;
  else
    body = (
      <>
        <ul className={styles.list} aria-label="Recent activity events">
          {events.map((event) => (
            <ActivityItem key={event.id} event={event} />
          ))}
        </ul>
        {activity.isFetchNextPageError ? (
          <LoadError
            title="Failed to load older activity"
            onRetry={() => void activity.fetchNextPage()}
            retrying={activity.isFetchingNextPage}
          />
        ) : null}
        {activity.hasNextPage ? (
          <Button
            className={styles.more}
            variant="outline"
            onClick={() => void activity.fetchNextPage()}
            busy={activity.isFetchingNextPage}
            busyFocusable
            busyText="Loading..."
          >
            Show more
          </Button>
        ) : null}
      </>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Recent activity</CardTitle>
        <CardDescription>Sign-ins and changes to your account. Something you do not recognise? Change your password.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

import { ACTIVITY_KIND_LABELS, activityDetailText, type ActivityEvent } from '@nextlevel/bff/contract';
import { Badge } from '@nextlevel/design-system';
import styles from '../ActivityPage.module.css';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** Who did it: the signed-in actor, else what the event names (a pipeline's release), else nobody known (a failed sign-in). */
const actorText = (event: ActivityEvent) => {
  if (event.actor) return event.actor.email;
  if (typeof event.details.by === 'string') return event.details.by;
  return 'unknown';
};

function ActivityRow({ event }: { event: ActivityEvent }) {
  const detail = activityDetailText(event);
  const from = [event.ip, event.browser].filter(Boolean).join(' · ');
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <Badge>{ACTIVITY_KIND_LABELS[event.kind]}</Badge>
        <time dateTime={event.at} className={styles.muted}>
          {when.format(new Date(event.at))}
        </time>
      </div>
      {detail ? <p className={styles.line}>{detail}</p> : null}
      <dl className={styles.facts}>
        <dt>Account</dt>
        <dd>{event.user?.email ?? 'none'}</dd>
        <dt>By</dt>
        <dd>{actorText(event)}</dd>
        {from ? (
          <>
            <dt>From</dt>
            <dd>{from}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** The events of the loaded pages, newest first. */
export function ActivityList({ events, busy }: { events: readonly ActivityEvent[]; busy: boolean }) {
  return (
    <ul className={styles.list} aria-label="Activity events" aria-busy={busy || undefined}>
      {events.map((event) => (
        <ActivityRow key={event.id} event={event} />
      ))}
    </ul>
  );
}

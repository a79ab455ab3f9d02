import { messages, type Release, type ReleaseState, type RemoteArea } from '@nextlevel/bff/contract';
import { LoadError, Loading } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useId } from 'react';
import { useReleaseHistory } from '../api/get-release-history';
import styles from '../ReleasesPage.module.css';
import { actorText, buildName, formatMoment, stateText } from '../release-texts';

const stateClass: Record<ReleaseState, string | undefined> = {
  live: styles.stateLive,
  canary: styles.stateCanary,
  retired: styles.stateRetired,
  refused: styles.stateRefused,
};

/** What became of a release: its canary share, when it went live, why it was refused, who retired it and why. */
function Details({ release }: { release: Release }) {
  const { canary, live_at, reasons, retired, state } = release;
  return (
    <div className={styles.details}>
      {canary ? <p>Released as a canary to {canary.share}% of visitors.</p> : null}
      {live_at && state !== 'live' ? <p>Live from {formatMoment(live_at)}.</p> : null}
      {state === 'refused' ? (
        <>
          <p>Refused: it failed {reasons.length === 1 ? 'a check' : `${reasons.length} checks`}.</p>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      {retired ? (
        <p>
          {retired.kind === 'rolled-back' ? 'Rolled back' : 'Replaced'} {formatMoment(retired.at)} by {actorText(retired.by)}
          {retired.reason ? `: ${retired.reason}` : ''}.
        </p>
      ) : null}
      <p className={styles.mono}>{release.manifest}</p>
    </div>
  );
}

/** GET /api/releases/:area as a list, newest first: which build, its state, who released it and when, and what became of it. */
export function ReleaseHistoryList({ area, areaHeadingId }: { area: RemoteArea; areaHeadingId: string }) {
  const history = useReleaseHistory(area);
  const titleId = useId();
  let body;
  if (history.isPending) body = <Loading text="Loading the release history..." />;
  else if (history.isError)
    body = (
      <LoadError title={messages.errors.releaseHistory} onRetry={() => void history.refetch()} retrying={history.isFetching}>
        {errorMessage(history.error, messages.errors.generic)}
      </LoadError>
    );
  else if (history.data.releases.length === 0) body = <p className={styles.muted}>No releases of this area yet.</p>;
  else
    body = (
      <ol className={styles.history} aria-labelledby={`${areaHeadingId} ${titleId}`}>
        {history.data.releases.map((release) => (
          <li key={release.id} className={styles.entry}>
            <p className={styles.entryHead}>
              <span className={styles.mono}>{buildName(release)}</span>
              <span className={`${styles.state} ${stateClass[release.state]}`}>{stateText(release)}</span>
            </p>
            <p className={styles.entryMeta}>
              Released {formatMoment(release.released_at)} by {actorText(release.released_by)}
            </p>
            <Details release={release} />
          </li>
        ))}
      </ol>
    );
  return (
    <div className={styles.historyBlock}>
      <h3 id={titleId} className={styles.subheading}>
        History, newest first
      </h3>
      {body}
    </div>
  );
}

import { messages, type Release, type RemoteArea } from '@nextlevel/bff/contract';
import { LoadError, Loading } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useId } from 'react';
import { useReleaseHistory } from '../api/get-release-history';
import styles from '../ReleasesPage.module.css';
import { actorText, buildName, formatMoment, stateText } from '../release-texts';

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

/** GET /api/releases/:area as a table, newest first: when, who, which build, its state and what became of it. */
export function ReleaseHistoryTable({ area, areaHeadingId }: { area: RemoteArea; areaHeadingId: string }) {
  const history = useReleaseHistory(area);
  const captionId = useId();
  if (history.isPending) return <Loading text="Loading the release history..." />;
  if (history.isError)
    return (
      <LoadError title={messages.errors.releaseHistory} onRetry={() => void history.refetch()} retrying={history.isFetching}>
        {errorMessage(history.error, messages.errors.generic)}
      </LoadError>
    );
  if (history.data.releases.length === 0) return <p className={styles.muted}>No releases of this area yet.</p>;
  return (
    <div className={styles.scroll} role="region" aria-labelledby={`${areaHeadingId} ${captionId}`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>History, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Released</th>
            <th scope="col">Build</th>
            <th scope="col">State</th>
            <th scope="col">By</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {history.data.releases.map((release) => (
            <tr key={release.id}>
              <th scope="row" className={styles.nowrap}>
                {formatMoment(release.released_at)}
              </th>
              <td className={styles.mono}>{buildName(release)}</td>
              <td className={styles.nowrap}>{stateText(release)}</td>
              <td>{actorText(release.released_by)}</td>
              <td>
                <Details release={release} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

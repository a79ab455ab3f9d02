import { messages } from '@nextlevel/bff/contract';
import { LoadError } from '@nextlevel/design-system';
import { ApiError } from '@nextlevel/shell/api';
import { useEffect, useLayoutEffect, useRef } from 'react';
import styles from './AnalyticsTab.module.css';

/** One load of a tab: its query and product §8's text for it (e.g. messages.errors.pageViewStats). */
export interface Load {
  query: { isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  message: string;
}

/** The server's reason for a failure, when it gave one other than the text itself. */
const reasonOf = ({ query: { error }, message }: Load) =>
  error instanceof ApiError && error.message !== message ? error.message : undefined;

/**
 * A tab's one load error (issue #24.7): whichever of its loads failed, said once, with one Retry
 * that loads them again. One failure is its product §8 text with the server's reason under it;
 * several are "Failed to fetch analytics" listing each text (with its reason, or the one reason
 * they share under the list). What did load still
 * shows under it. Once a Retry has brought everything, the focus that was on Retry goes to the
 * tab's panel rather than to the page.
 */
export function LoadFailures({ loads }: { loads: readonly Load[] }) {
  const failed = loads.filter((l) => l.query.isError);
  const ref = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement | null>(null);
  const hadFailures = useRef(false);
  useLayoutEffect(() => {
    if (failed.length > 0) {
      hadFailures.current = true;
      panel.current = ref.current?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
      return;
    }
    if (!hadFailures.current) return;
    hadFailures.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) panel.current?.focus();
  });
  // A tab that draws something else in its place once the loads succeed (its table, its empty state).
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (hadFailures.current && (!active || active === document.body || !active.isConnected)) panel.current?.focus();
    },
    [],
  );
  if (failed.length === 0) return null;
  const retry = () => failed.forEach((l) => void l.query.refetch());
  const retrying = failed.some((l) => l.query.isFetching);
  if (failed.length === 1) {
    const [only] = failed as [Load];
    return (
      <LoadError ref={ref} title={only.message} onRetry={retry} retrying={retrying}>
        {reasonOf(only)}
      </LoadError>
    );
  }
  // One reason for them all (the service is away) is said once, under the list.
  const reasons = new Set(failed.map(reasonOf));
  const shared = reasons.size === 1 ? [...reasons][0] : undefined;
  return (
    <LoadError ref={ref} title={messages.errors.analytics} onRetry={retry} retrying={retrying}>
      <ul className={styles.failures}>
        {failed.map((l) => {
          const reason = reasons.size === 1 ? undefined : reasonOf(l);
          return <li key={l.message}>{reason ? `${l.message}: ${reason}` : l.message}</li>;
        })}
      </ul>
      {shared ? <p className={styles.failureReason}>{shared}</p> : null}
    </LoadError>
  );
}

import { messages, type Release, type ReleasesOverview } from '@nextlevel/bff/contract';
import { Alert, toast } from '@nextlevel/design-system';
import { ApiError } from '@nextlevel/shell/api';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useEffect, useId, useRef, useState } from 'react';
import { useMoveRelease, type ReleaseMove } from '../api/move-release';
import { useReleaseHistory } from '../api/get-release-history';
import styles from '../ReleasesPage.module.css';
import { areaDescription, areaName, buildName, rollbackTarget } from '../release-texts';
import { BuildFacts } from './BuildFacts';
import { BuildHealthTable } from './BuildHealthTable';
import { MoveButton } from './MoveButton';
import { ReleaseHistoryList } from './ReleaseHistoryList';

type AreaOverview = ReleasesOverview['areas'][number];

/** Every check a refused rollback failed (the 422's `reasons`); none for any other failure. */
const reasonsOf = (error: unknown): string[] => {
  const reasons = error instanceof ApiError ? (error.body as { reasons?: unknown } | undefined)?.reasons : undefined;
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
};

/** What a rollback does now, in words: a canary goes first; else the live build (Roll back shows only with one of them). */
function rollbackText(live: Release | null, canary: Release | null, history: readonly Release[] | undefined): string {
  if (canary)
    return `The canary ${buildName(canary)} is retired and every visitor gets ${
      live ? `the live build ${buildName(live)}` : 'the build the remotes map names'
    }.`;
  if (!live) return '';
  const target = history ? rollbackTarget(live, null, history) : undefined;
  let after;
  if (target) after = `${buildName(target)}, the build live before it, serves again`;
  else if (history) after = 'the remotes map’s own entry serves again (no build was live before it)';
  else after = 'the build live before it serves again (or the remotes map’s own entry, if there is none)';
  return `The live build ${buildName(live)} is retired and ${after}.`;
}

/**
 * One area on the Releases screen (issue #26 item 8): its live build and canary, their loads and
 * errors, Promote and Roll back (each confirmed first), and its history. After a move the screen
 * reads the releases again; the focus goes to the area's heading, or to what went wrong.
 */
export function AreaReleases({ overview }: { overview: AreaOverview }) {
  const { area, live, canary, builds } = overview;
  const name = areaName(area);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const move = useMoveRelease(area);
  const history = useReleaseHistory(area).data?.releases;
  // Once a move has settled and its dialog closed, the focus goes to what went wrong, else to the
  // heading (the button pressed may be gone with the move). The dialog may close before the
  // mutation's state reaches this component: the effect waits for it.
  const focusAfterMove = useRef(false);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (!focusAfterMove.current || move.isPending) return;
    focusAfterMove.current = false;
    (move.isError ? failure.current : heading.current)?.focus();
  }, [moves, move.isPending, move.isError]);

  const makeMove = async (kind: ReleaseMove) => {
    const state = await move.mutateAsync(kind);
    toast({
      title: kind === 'promote' ? `${name}: the canary is live` : `${name}: rolled back`,
      description: state.live ? `Everyone gets ${buildName(state.live)}.` : 'Everyone gets the build the remotes map names.',
      variant: 'success',
    });
  };
  const moved = () => {
    focusAfterMove.current = true;
    setMoves((n) => n + 1);
  };

  const reasons = move.isError ? reasonsOf(move.error) : [];
  return (
    <section aria-labelledby={headingId} className={styles.area}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
            {name}
          </h2>
          <p className={styles.subtitle}>{areaDescription(area)}</p>
        </div>
        {live || canary ? (
          <div className={styles.actions}>
            {canary ? (
              <MoveButton
                label={
                  <>
                    Promote canary<span className={styles.srOnly}> of {name}</span>
                  </>
                }
                title={`Promote the ${name} canary?`}
                description={`${buildName(canary)} goes live for every visitor${live ? ` and the live build ${buildName(live)} is retired` : ''}.`}
                confirm="Promote canary"
                busyText="Promoting..."
                variant="primary"
                onConfirm={() => makeMove('promote')}
                onMoved={moved}
              />
            ) : null}
            <MoveButton
              label={
                <>
                  Roll back<span className={styles.srOnly}> {name}</span>
                </>
              }
              title={`Roll back ${name}?`}
              description={rollbackText(live, canary, history)}
              confirm="Roll back"
              busyText="Rolling back..."
              variant="danger"
              onConfirm={() => makeMove('rollback')}
              onMoved={moved}
            />
          </div>
        ) : null}
      </div>
      {move.isError ? (
        <Alert
          ref={failure}
          tabIndex={-1}
          tone="error"
          title={move.variables === 'promote' ? messages.errors.promoteRelease : messages.errors.rollbackRelease}
        >
          <p>{errorMessage(move.error, messages.errors.generic)}</p>
          {reasons.length > 0 ? (
            <ul className={styles.reasons}>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {live || canary ? (
        <div className={styles.builds}>
          {live ? (
            <BuildFacts heading="Live build" release={live} />
          ) : (
            <p className={styles.muted}>No live release: everyone outside the canary gets the build the remotes map names.</p>
          )}
          {canary ? <BuildFacts heading={`Canary, ${canary.canary?.share ?? 0}% of visitors`} release={canary} /> : null}
        </div>
      ) : (
        <p className={styles.muted}>No release is serving: this area is served from the remotes map.</p>
      )}
      <BuildHealthTable builds={builds} live={live} canary={canary} areaHeadingId={headingId} />
      <ReleaseHistoryList area={area} areaHeadingId={headingId} />
    </section>
  );
}

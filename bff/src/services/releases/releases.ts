import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import type { RemoteArea } from '../../contract/areas';
import {
  releaseMessages as m,
  type Release as ReleaseJson,
  type ReleaseActor,
  type ReleaseAreaState,
  type ReleaseHistory,
  type RetirementKind,
} from '../../contract/releases';
import { conflict, notFound } from '../../http/errors';
import { Release } from '../../models/release';
import { recordReleaseActivity } from '../activity/staff-actions';
import { ReleaseRevision } from '../../models/release-revision';
import { checkBuild, shellConflicts, type BuildCheckDeps } from './checks';
import { releaseJson, releasedBy } from './release-json';

export interface ReleaseServiceDeps extends BuildCheckDeps {
  clock: Clock;
  /** This instance's live map, read again after a change here so it serves the change at once (the others poll). */
  live?: { refresh(): Promise<void> };
}

export interface ReleaseOrder {
  area: RemoteArea;
  manifest: string;
  canary?: number | undefined;
  actor: ReleaseActor;
}

/** A release served, or refused with every reason (kept in the history). */
export type ReleaseOutcome = { release: ReleaseJson } | { refused: ReleaseJson };
/** A move made, or refused because its build no longer fits the shell. */
export type MoveOutcome = { state: ReleaseAreaState } | { reasons: string[] };

const SERVING = ['live', 'canary'] as const;
const NOT_RETIRED = { retired_at: null, retired_by_kind: null, retired_by_name: null, retired_kind: null, retired_reason: null };

/** A rollback whose build no longer fits the shell: nothing changed. */
class RefusedMove extends Error {
  constructor(readonly reasons: string[]) {
    super('rollback refused');
  }
}

/**
 * Releases of an area's build (issue #26 items 1-4): a release goes live, or to a canary share,
 * only after every check (checks.ts); promote and rollback move which release serves. Every change
 * bumps the change counter in its transaction, which serialises the changes and tells every bff
 * instance to read the serving releases again (live-releases.ts, docs/decisions/026).
 */
export const createReleaseService = (deps: ReleaseServiceDeps) => {
  const { db, clock } = deps;

  const serving = async (trx: Knex | Knex.Transaction, area: RemoteArea) => {
    const rows = await Release.query(trx).where({ area }).whereIn('state', SERVING);
    return { live: rows.find((r) => r.state === 'live'), canary: rows.find((r) => r.state === 'canary') };
  };

  const retire = (trx: Knex.Transaction, row: Release, kind: RetirementKind, actor: ReleaseActor, reason: string) =>
    Release.query(trx).findById(row.id).patch({
      state: 'retired',
      retired_at: clock.now(),
      retired_by_kind: actor.kind,
      retired_by_name: actor.name,
      retired_kind: kind,
      retired_reason: reason,
    });

  /** One change to what serves: under the counter's row lock, bumped. */
  const change = async <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
    const result = await db.transaction(async (trx) => {
      await ReleaseRevision.query(trx).findById(1).increment('revision', 1);
      return work(trx);
    });
    await deps.live?.refresh().catch(() => undefined);
    return result;
  };

  const areaState = async (trx: Knex | Knex.Transaction, area: RemoteArea): Promise<ReleaseAreaState> => {
    const { live, canary } = await serving(trx, area);
    return { area, live: live ? releaseJson(live) : null, canary: canary ? releaseJson(canary) : null };
  };

  const release = async ({ area, manifest, canary, actor }: ReleaseOrder): Promise<ReleaseOutcome> => {
    const checked = await checkBuild(deps, area, manifest);
    const row = {
      id: randomUUID(),
      area,
      manifest_url: manifest,
      build_version: checked.buildVersion,
      shared: checked.shared,
      exposes: checked.exposes,
      canary_share: canary ?? null,
      reasons: checked.reasons,
      released_at: clock.now(),
      ...releasedBy(actor),
    };
    if (checked.reasons.length > 0) {
      const refused = await Release.query(db).insertAndFetch({ ...row, state: 'refused' });
      return { refused: releaseJson(refused) };
    }
    const stored = await change(async (trx) => {
      const { live, canary: running } = await serving(trx, area);
      const by = `replaced by release ${row.id}${canary === undefined ? '' : ` (a canary to ${canary}%)`}`;
      if (running) await retire(trx, running, 'replaced', actor, by);
      if (live && canary === undefined) await retire(trx, live, 'replaced', actor, by);
      await recordReleaseActivity(trx, 'release-made', actor, { area, release: row.id, canary: canary ?? null }, clock.now());
      return Release.query(trx).insertAndFetch({
        ...row,
        state: canary === undefined ? 'live' : 'canary',
        live_at: canary === undefined ? row.released_at : null,
      });
    });
    return { release: releaseJson(stored) };
  };

  const promote = async (area: RemoteArea, actor: ReleaseActor): Promise<ReleaseAreaState> =>
    change(async (trx) => {
      const { live, canary } = await serving(trx, area);
      if (!canary) throw conflict(m.noCanary);
      if (live) await retire(trx, live, 'replaced', actor, `replaced by the promoted canary ${canary.id}`);
      await Release.query(trx).findById(canary.id).patch({ state: 'live', live_at: clock.now() });
      await recordReleaseActivity(trx, 'release-promoted', actor, { area, release: canary.id }, clock.now());
      return areaState(trx, area);
    });

  /** The build live before `current`: the newest earlier live build that was replaced, not rolled back from. */
  const previousLive = (trx: Knex.Transaction, area: RemoteArea, current: Release) =>
    Release.query(trx)
      .where({ area, state: 'retired', retired_kind: 'replaced' })
      .whereNotNull('live_at')
      .where('live_at', '<', current.live_at ?? current.released_at)
      .orderBy('live_at', 'desc')
      .first();

  /** `why` words the retirement when the caller knows better than "rolled back" (the bff's own rollback of a canary on its error rate). */
  const rollback = async (area: RemoteArea, to: string | undefined, actor: ReleaseActor, why?: string): Promise<MoveOutcome> => {
    try {
      const state = await change(async (trx) => {
        const { live, canary } = await serving(trx, area);
        let target: Release | undefined;
        if (to !== undefined) {
          target = await Release.query(trx).findOne({ id: to, area });
          if (!target) throw notFound(m.unknownRelease);
          if (target.state === 'refused') throw conflict(m.notReleasable);
          if (target.state === 'live') throw conflict(m.alreadyLive);
        } else if (!canary) {
          if (!live) throw conflict(m.nothingToRollBack);
          target = await previousLive(trx, area, live);
        }
        // The build served again must still fit the shell (it may have been released since).
        const reasons = target ? await shellConflicts(area, target.shared, deps.shellVersions) : [];
        if (reasons.length > 0) throw new RefusedMove(reasons);
        const reason = why ?? (target ? `rolled back to release ${target.id}` : 'rolled back');
        if (canary && canary.id !== target?.id) await retire(trx, canary, 'rolled-back', actor, reason);
        // With a canary running and no release named, the rollback stops the canary only.
        if (live && (target || !canary)) await retire(trx, live, 'rolled-back', actor, reason);
        if (target)
          await Release.query(trx)
            .findById(target.id)
            .patch({ state: 'live', live_at: clock.now(), ...NOT_RETIRED });
        await recordReleaseActivity(trx, 'release-rolled-back', actor, { area, to: target?.id ?? null, reason }, clock.now());
        return areaState(trx, area);
      });
      return { state };
    } catch (err) {
      if (err instanceof RefusedMove) return { reasons: err.reasons };
      throw err;
    }
  };

  /**
   * Retires the canary `canaryId` of an area, if it is still the area's canary (the bff's own
   * rollback on its error rate, decision 028): under the counter's row lock, so two instances that
   * judged it at once retire it once. False when it was no longer running.
   */
  const retireCanary = (area: RemoteArea, canaryId: string, actor: ReleaseActor, reason: string): Promise<boolean> =>
    change(async (trx) => {
      const { canary } = await serving(trx, area);
      if (canary?.id !== canaryId) return false;
      await retire(trx, canary, 'rolled-back', actor, reason);
      await recordReleaseActivity(trx, 'release-rolled-back', actor, { area, to: null, reason }, clock.now());
      return true;
    });

  const history = async (area: RemoteArea, limit: number): Promise<ReleaseHistory> => {
    const [state, rows] = await Promise.all([
      areaState(db, area),
      Release.query(db).where({ area }).orderBy('released_at', 'desc').orderBy('id', 'desc').limit(limit),
    ]);
    return { ...state, releases: rows.map(releaseJson) };
  };

  return { release, promote, rollback, retireCanary, history, areaState: (area: RemoteArea) => areaState(db, area) };
};

export type ReleaseService = ReturnType<typeof createReleaseService>;

import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { RemoteArea } from '../../contract/areas';
import type { BuildHealth, ReleaseActor } from '../../contract/releases';
import { Release } from '../../models/release';
import { periodicJob, type PeriodicJob } from '../periodic';
import type { ReleaseService } from './releases';
import { buildHealth, type ReleaseSignals } from './signals';
import { tryGuardLock } from './sql';

/** CANARY_MIN_LOADS and CANARY_MAX_ERROR_RATE_MARGIN (decision 028). */
export interface CanaryRule {
  /** The canary is judged only once it has at least this many loads. */
  minLoads: number;
  /** It is retired when its error rate is above the live build's by more than this (0.05: 5 points). */
  margin: number;
}

export interface Tally {
  loads: number;
  errors: number;
}

/** The bff itself, as the actor of an automatic rollback. */
export const CANARY_GUARD_ACTOR: ReleaseActor = { kind: 'bff', name: 'canary guard' };

/** Errors per load, at most 1 (an error boundary may catch more than one error in a load). */
export const errorRate = ({ loads, errors }: Tally): number => (loads > 0 ? Math.min(1, errors / loads) : errors > 0 ? 1 : 0);

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * The guard's rule (decision 028): with at least `minLoads` loads, a canary whose error rate is
 * worse than the live build's by more than `margin` is retired. Answers why, or null to keep it.
 */
export const judgeCanary = (canary: Tally, live: Tally, rule: CanaryRule): string | null => {
  if (canary.loads < rule.minLoads) return null;
  const canaryRate = errorRate(canary);
  const liveRate = errorRate(live);
  if (!(canaryRate > liveRate + rule.margin)) return null;
  return (
    `canary error rate ${percent(canaryRate)} (${canary.errors} errors in ${canary.loads} loads) is above the live build's ` +
    `${percent(liveRate)} (${live.errors} in ${live.loads}) by more than ${percent(rule.margin)}`
  );
};

const tally = (rows: readonly BuildHealth[]): Tally =>
  rows.reduce((t, r) => ({ loads: t.loads + r.loads, errors: t.errors + r.errors }), { loads: 0, errors: 0 });

export interface RolledBack {
  area: RemoteArea;
  release: string;
  build: string;
  reason: string;
}

export interface CanaryGuard extends PeriodicJob {
  /** Judges every running canary now; answers the ones this call retired. */
  check(): Promise<RolledBack[]>;
}

export interface CanaryGuardOptions {
  db: Knex;
  logger: Logger;
  releases: Pick<ReleaseService, 'retireCanary'>;
  rule: CanaryRule;
  intervalMs: number;
  /** This instance's counts, written before each check so they are judged too. */
  signals?: Pick<ReleaseSignals, 'flush'>;
}

/**
 * Every `intervalMs` one bff instance (the one holding the advisory lock; the others skip that
 * round) compares each canary's error rate since it started with the live build's, over the
 * signals every instance wrote (release_signals), and retires a canary that breaks the rule. The
 * retirement bumps the change counter, so every instance serves the live build within a poll. An
 * instance that judged the same canary a moment later finds it retired already and does nothing.
 */
export const createCanaryGuard = ({ db, logger, releases, rule, intervalMs, signals }: CanaryGuardOptions): CanaryGuard => {
  const judge = (): Promise<RolledBack[]> =>
    db.transaction(async (trx) => {
      if (!(await tryGuardLock(trx))) return [];
      const canaries = await Release.query(trx).select('id', 'area', 'build_version', 'released_at').where('state', 'canary');
      const verdicts: RolledBack[] = [];
      for (const canary of canaries) {
        // A build without a version cannot be told apart from the live one in the signals.
        if (!canary.build_version) continue;
        const area = canary.area as RemoteArea;
        const health = await buildHealth(trx, { since: new Date(canary.released_at), area });
        const own = tally(health.filter((h) => h.build === canary.build_version));
        const others = tally(health.filter((h) => h.build !== canary.build_version));
        const reason = judgeCanary(own, others, rule);
        if (reason) verdicts.push({ area, release: canary.id, build: canary.build_version, reason });
      }
      return verdicts;
    });

  const check = async (): Promise<RolledBack[]> => {
    await signals?.flush().catch(() => undefined);
    const done: RolledBack[] = [];
    for (const verdict of await judge()) {
      if (!(await releases.retireCanary(verdict.area, verdict.release, CANARY_GUARD_ACTOR, verdict.reason))) continue;
      logger.warn(
        { who: CANARY_GUARD_ACTOR, area: verdict.area, release: verdict.release, build: verdict.build, why: verdict.reason },
        'canary rolled back by the bff',
      );
      done.push(verdict);
    }
    return done;
  };

  const job = periodicJob({
    intervalMs,
    run: async () => void (await check()),
    onError: (err) => logger.error({ err }, 'canary guard: the check failed; the next one tries again'),
  });
  return { check, start: () => job.start(), stop: () => job.stop() };
};

import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { RemoteArea } from '../../contract/areas';
import type { BuildHealth, ReleaseSignalKind } from '../../contract/releases';
import { ReleaseSignal } from '../../models/release-signal';
import { periodicJob } from '../periodic';
import { addSignalCounts } from './sql';

/** One signal as counted: the build is the one reported, or the one the bff served the visitor ('' when neither knew). */
export interface CountedSignal {
  area: RemoteArea;
  build: string | null;
  kind: ReleaseSignalKind;
}

export interface ReleaseSignals {
  /** Counts signals in memory; written within a flush interval. */
  add(signals: readonly CountedSignal[], at: Date): void;
  /** Writes what is counted now (after a write in progress); on failure the counts stay for the next try. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the tick and writes what is left. */
  stop(): Promise<void>;
}

/** Distinct (area, build, minute) counters held while the database is away; past it new ones are dropped (and logged once). */
const MAX_COUNTERS = 10_000;

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * The shell's release signals (issue #26 item 6), counted in the process per area, build and
 * minute and added to `release_signals` every `flushMs` in one statement: a beacon costs a map
 * update, not a write. What a crash (not a SIGTERM) can lose is one interval of counts.
 */
export const createReleaseSignals = ({ db, logger, flushMs }: { db: Knex; logger: Logger; flushMs: number }): ReleaseSignals => {
  let counts = new Map<string, { area: string; build: string; minute: Date; loads: number; errors: number }>();
  let writing: Promise<void> | undefined;
  let dropped = 0;

  const add: ReleaseSignals['add'] = (signals, at) => {
    const minute = minuteOf(at);
    for (const { area, build, kind } of signals) {
      const key = `${area}\u0000${build ?? ''}\u0000${minute.getTime()}`;
      let counter = counts.get(key);
      if (!counter) {
        if (counts.size >= MAX_COUNTERS) {
          if (dropped++ === 0) logger.error({ max: MAX_COUNTERS }, 'release signals: too many counters waiting; new ones are dropped');
          continue;
        }
        counter = { area, build: build ?? '', minute, loads: 0, errors: 0 };
        counts.set(key, counter);
      }
      if (kind === 'load') counter.loads += 1;
      else counter.errors += 1;
    }
  };

  const write = async (): Promise<void> => {
    if (counts.size === 0) return;
    const batch = counts;
    counts = new Map();
    try {
      await addSignalCounts(db, [...batch.values()]);
      if (dropped > 0) logger.info({ dropped }, 'release signals: written again');
      dropped = 0;
    } catch (err) {
      // Put the counts back (added to whatever arrived meanwhile) for the next tick.
      for (const [key, c] of batch) {
        const now = counts.get(key);
        if (now) {
          now.loads += c.loads;
          now.errors += c.errors;
        } else counts.set(key, c);
      }
      throw err;
    }
  };

  const flush = async (): Promise<void> => {
    while (writing) await writing.catch(() => undefined);
    writing = write().finally(() => {
      writing = undefined;
    });
    return writing;
  };

  let failing = false;
  const job = periodicJob({
    intervalMs: flushMs,
    run: async () => {
      await flush();
      if (failing) logger.info('release signals: written again');
      failing = false;
    },
    onError: (err) => {
      if (!failing) logger.error({ err }, 'release signals: cannot be written; kept for the next try');
      failing = true;
    },
  });
  return {
    add,
    flush,
    start: () => job.start(),
    stop: async () => {
      await job.stop();
      await flush().catch((err: unknown) => logger.error({ err }, 'release signals: the last counts could not be written'));
    },
  };
};

/** Loads and errors per build of each area since `since` (and before `until`), most loads first. */
export const buildHealth = async (db: Knex, range: { since: Date; until?: Date; area?: RemoteArea }): Promise<BuildHealth[]> => {
  const q = ReleaseSignal.query(db)
    .select('area', 'build')
    .sum('loads as loads')
    .sum('errors as errors')
    // The minute a time falls in counts whole: a canary that started at 12:00:40 counts 12:00's signals.
    .where('minute', '>=', minuteOf(range.since))
    .groupBy('area', 'build')
    .orderBy([{ column: 'area' }, { column: 'loads', order: 'desc' }, { column: 'build' }]);
  if (range.until) q.where('minute', '<', range.until);
  if (range.area) q.where('area', range.area);
  const rows = (await q) as unknown as { area: RemoteArea; build: string; loads: string | number; errors: string | number }[];
  return rows.map((r) => ({ area: r.area, build: r.build === '' ? null : r.build, loads: Number(r.loads), errors: Number(r.errors) }));
};

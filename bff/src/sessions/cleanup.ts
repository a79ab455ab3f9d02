import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../app-deps';
import { HttpSession } from '../models/http-session';
import { periodicJob, type PeriodicJob } from '../services/periodic';
import type { SessionLifetime } from './store';

export interface SessionCleanupOptions {
  db: Knex;
  clock: Clock;
  logger: Logger;
  lifetime: SessionLifetime;
  intervalMs?: number;
  /** Rows per delete statement, so one run never holds many row locks for long. */
  batchSize?: number;
}

export interface SessionCleanup extends PeriodicJob {
  /** Deletes every expired or idle-expired session now; resolves to how many rows went. */
  runOnce(): Promise<number>;
}

/**
 * Deletes at most `limit` ended sessions in one set-based statement (DELETE … WHERE id IN (SELECT …
 * LIMIT n)). Both conditions have an index (expires_at, last_seen_at), so each batch is a bitmap-or scan.
 */
const deleteEnded = async (db: Knex, now: Date, idleBefore: Date, limit: number): Promise<number> =>
  HttpSession.query(db)
    .whereIn('id', HttpSession.query(db).select('id').where('expires_at', '<=', now).orWhere('last_seen_at', '<=', idleBefore).limit(limit))
    .delete();

/**
 * Deletes ended login sessions on a timer (issue #9 item 7) rather than inside requests: the read
 * query already refuses them, so their rows only cost space until this runs.
 */
export const createSessionCleanup = ({
  db,
  clock,
  logger,
  lifetime,
  intervalMs = 5 * 60_000,
  batchSize = 5_000,
}: SessionCleanupOptions): SessionCleanup => {
  const runOnce = async () => {
    const now = clock.now();
    const idleBefore = new Date(now.getTime() - lifetime.idleMs);
    let total = 0;
    for (;;) {
      const n = await deleteEnded(db, now, idleBefore, batchSize);
      total += n;
      if (n < batchSize) return total;
    }
  };

  const job = periodicJob({
    intervalMs,
    runAtStart: true,
    run: async () => {
      const n = await runOnce();
      if (n > 0) logger.info({ sessions: n }, 'ended login sessions deleted');
    },
    onError: (err) => logger.error({ err }, 'session cleanup failed; will try again'),
  });
  return { ...job, runOnce };
};

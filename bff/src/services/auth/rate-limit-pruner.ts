import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../app-deps';
import { periodicJob, type PeriodicJob } from '../periodic';
import { createRateLimiter } from './rate-limiter';

export type RateLimitPruner = PeriodicJob;

const HOUR = 60 * 60 * 1000;

export interface RateLimitPrunerOptions {
  db: Knex;
  clock: Clock;
  logger: Logger;
  /** How often finished windows are swept out; default every 10 minutes. */
  intervalMs?: number;
  /** A counter is deleted this long after its window started; at least the longest rule window (default 24 h). */
  keepMs?: number;
}

/**
 * Deletes long-finished rate-limit windows on a timer, so no request pays for the sweep
 * (issue #9 item 6). Started by the server entry and stopped by its graceful shutdown, like the
 * outbox worker; every process may run one, as the DELETE is idempotent.
 */
export const createRateLimitPruner = ({
  db,
  clock,
  logger,
  intervalMs = 10 * 60 * 1000,
  keepMs = 24 * HOUR,
}: RateLimitPrunerOptions): RateLimitPruner => {
  const limiter = createRateLimiter({ db, clock });
  return periodicJob({
    intervalMs,
    run: async () => {
      const deleted = await limiter.prune(keepMs);
      if (deleted > 0) logger.debug({ deleted }, 'rate-limit windows pruned');
    },
    onError: (err) => logger.warn({ err }, 'pruning rate-limit windows failed'),
  });
};

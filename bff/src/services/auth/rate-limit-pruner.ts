import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../app-deps';
import { createRateLimiter } from './rate-limiter';

export interface RateLimitPruner {
  start(): void;
  /** Stops the timer and waits for a prune under way. */
  stop(): Promise<void>;
}

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
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const tick = () => {
    if (current) return;
    current = limiter
      .prune(keepMs)
      .then((deleted) => {
        if (deleted > 0) logger.debug({ deleted }, 'rate-limit windows pruned');
      })
      // A database hiccup costs one sweep, not the process; the next tick tries again.
      .catch((err: unknown) => logger.warn({ err }, 'pruning rate-limit windows failed'))
      .finally(() => {
        current = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
};

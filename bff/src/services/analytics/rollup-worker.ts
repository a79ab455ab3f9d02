import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../app-deps';
import { periodicJob, type PeriodicJob } from '../periodic';
import { createAnalyticsRollup } from './rollup';

export type AnalyticsRollupWorker = PeriodicJob;

export interface AnalyticsRollupWorkerOptions {
  db: Knex;
  clock: Clock;
  logger: Logger;
  /** How often the watermark moves; default every 2 seconds (the raw rows a read scans are at most the lag plus this). */
  intervalMs?: number;
  /** Steps (a day of rows each) per tick at most, so a long catch-up yields to shutdown between ticks. */
  maxStepsPerTick?: number;
}

/**
 * Keeps the analytics rollups current (decision 012) on a timer, so no request and no ingestion
 * pays for them. Started by the server entry and stopped by its graceful shutdown, like the outbox
 * worker; every process may run one, as a step takes the state row's lock first.
 */
export const createAnalyticsRollupWorker = ({
  db,
  clock,
  logger,
  intervalMs = 2_000,
  maxStepsPerTick = 10,
}: AnalyticsRollupWorkerOptions): AnalyticsRollupWorker => {
  const rollup = createAnalyticsRollup({ db, clock });
  return periodicJob({
    intervalMs,
    runAtStart: true,
    run: async () => {
      const started = Date.now();
      const steps = await rollup.catchUp(maxStepsPerTick);
      if (steps > 1) logger.info({ steps, ms: Date.now() - started }, 'analytics rollups caught up');
    },
    // The watermark did not move, so nothing is lost.
    onError: (err) => logger.warn({ err }, 'rolling up analytics failed; will try again'),
  });
};

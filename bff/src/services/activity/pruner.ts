import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../app-deps';
import { ActivityEvent } from '../../models/activity-event';
import { periodicJob, type PeriodicJob } from '../periodic';

/**
 * Deletes activity events older than the retention period (ACTIVITY_RETENTION_DAYS): the one
 * deletion the append-only log has (decision 029). Run by the server entry every hour and stopped by
 * its graceful shutdown; every process may run one, as the DELETE is idempotent.
 */
export const pruneActivity = async (db: Knex, clock: Clock, retentionMs: number): Promise<number> =>
  ActivityEvent.query(db)
    .where('at', '<', new Date(clock.now().getTime() - retentionMs))
    .delete();

export interface ActivityPrunerOptions {
  db: Knex;
  clock: Clock;
  logger: Logger;
  retentionMs: number;
  /** How often the old events are swept out; default every hour. */
  intervalMs?: number;
}

export const createActivityPruner = ({ db, clock, logger, retentionMs, intervalMs = 60 * 60 * 1000 }: ActivityPrunerOptions): PeriodicJob =>
  periodicJob({
    intervalMs,
    runAtStart: true,
    run: async () => {
      const deleted = await pruneActivity(db, clock, retentionMs);
      if (deleted > 0) logger.info({ deleted }, 'activity events past their retention pruned');
    },
    onError: (err) => logger.warn({ err }, 'pruning activity events failed'),
  });

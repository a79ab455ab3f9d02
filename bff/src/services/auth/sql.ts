// The accounts' hand-written SQL (decision 025): the rate limiter's counter, one statement that
// reads and counts at once, which a model query cannot say. Every other read and write of the
// accounts goes through the models.
import type { Knex } from 'knex';

/**
 * Counts one hit on `key`'s fixed window, or nothing when it is at `limit`: one INSERT … ON CONFLICT
 * DO UPDATE … WHERE, so concurrent requests can never count past the limit (a read-then-write
 * could). A window that started at or before `cutoff` has ended and starts again at `now`. Answers
 * the window's start after the hit, or undefined when nothing was counted.
 */
export const countHit = async (trx: Knex.Transaction, key: string, limit: number, cutoff: Date, now: Date): Promise<Date | undefined> => {
  const expired = trx.raw('auth_rate_limits.window_start <= ?', [cutoff]);
  const rows = (await trx('auth_rate_limits')
    .insert({ key, hits: 1, window_start: now })
    .onConflict('key')
    .merge({
      hits: trx.raw('CASE WHEN ? THEN 1 ELSE auth_rate_limits.hits + 1 END', [expired]),
      window_start: trx.raw('CASE WHEN ? THEN excluded.window_start ELSE auth_rate_limits.window_start END', [expired]),
    })
    .where(trx.raw('(auth_rate_limits.window_start <= ? OR auth_rate_limits.hits < ?)', [cutoff, limit]))
    .returning(['window_start'])) as { window_start: Date | string }[];
  return rows[0] ? new Date(rows[0].window_start) : undefined;
};

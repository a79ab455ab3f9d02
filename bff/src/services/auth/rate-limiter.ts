import type { Knex } from 'knex';
import { tooManyRequests } from '../../http/errors';
import type { Clock } from './deps';

/** One counter: at most `limit` hits per `windowMs` for `key`. */
export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit on every rule; throws a 429 with Retry-After when any is over its limit. */
  consume(rules: readonly RateRule[]): Promise<void>;
  /** Forgets a counter (e.g. an account's failed logins after a success). */
  reset(key: string): Promise<void>;
  /** Deletes counters whose window ended more than `olderThanMs` ago; returns how many. */
  prune(olderThanMs: number): Promise<number>;
}

/** Every this many hits a process sweeps out long-finished windows, so the table stays small. */
const PRUNE_EVERY = 100;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

interface Row {
  hits: number;
  window_start: Date | string;
}

/**
 * Fixed-window counters in `auth_rate_limits`, so every bff process sees the same count.
 * One upsert per rule keeps the increment atomic under concurrent requests.
 */
export const createRateLimiter = ({ db, clock }: { db: Knex; clock: Clock }): RateLimiter => {
  const hit = async (rule: RateRule, now: Date): Promise<number> => {
    const cutoff = new Date(now.getTime() - rule.windowMs);
    const expired = db.raw('auth_rate_limits.window_start <= ?', [cutoff]);
    const rows: Row[] = await db('auth_rate_limits')
      .insert({ key: rule.key, hits: 1, window_start: now })
      .onConflict('key')
      .merge({
        hits: db.raw('CASE WHEN ? THEN 1 ELSE auth_rate_limits.hits + 1 END', [expired]),
        window_start: db.raw('CASE WHEN ? THEN excluded.window_start ELSE auth_rate_limits.window_start END', [expired]),
      })
      .returning(['hits', 'window_start']);
    const row = rows[0];
    if (!row || row.hits <= rule.limit) return 0;
    const endsAt = new Date(row.window_start).getTime() + rule.windowMs;
    return Math.max(1, (endsAt - now.getTime()) / 1000);
  };

  let hits = 0;
  const prune = async (olderThanMs: number): Promise<number> =>
    db('auth_rate_limits').where('window_start', '<', new Date(clock.now().getTime() - olderThanMs)).delete();

  return {
    async consume(rules) {
      hits += 1;
      if (hits % PRUNE_EVERY === 0) await prune(PRUNE_AFTER_MS);
      const now = clock.now();
      let retryAfter = 0;
      for (const rule of rules) retryAfter = Math.max(retryAfter, await hit(rule, now));
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
    async reset(key) {
      await db('auth_rate_limits').where({ key }).delete();
    },
    prune,
  };
};

import type { Knex } from 'knex';
import { tooManyRequests } from '../../http/errors';
import { RateLimitWindow } from '../../models/rate-limit-window';
import type { Clock } from '../../app-deps';
import { countHit } from './sql';

/** One counter: at most `limit` hits per `windowMs` for `key`. */
export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** The hits one `consume` counted; giving them back turns an attempt into one that never counted. */
export interface Reservation {
  release(): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts one hit on every rule, or on none: when any rule is at its limit nothing is counted
   * and a 429 with Retry-After is thrown. To count only failures, consume before the attempt
   * and `release()` once it turned out well (login does), so concurrent guesses stay bounded.
   * `message` words the 429 (a catalogue message; the account actions' one by default).
   */
  consume(rules: readonly RateRule[], options?: { message?: string }): Promise<Reservation>;
  /** As `consume`, but a rule at its limit answers undefined (nothing counted) instead of a 429. */
  tryConsume(rules: readonly RateRule[]): Promise<Reservation | undefined>;
  /** Seconds until every rule of these at its limit admits again (the Retry-After of their 429). */
  retryAfter(rules: readonly RateRule[]): Promise<number>;
  /** Forgets a counter (e.g. an account's failed logins after a success). */
  reset(key: string): Promise<void>;
  /** Deletes counters whose window ended more than `olderThanMs` ago; returns how many. */
  prune(olderThanMs: number): Promise<number>;
}

interface Row {
  key: string;
  hits: number;
  window_start: Date | string;
}

class Refused extends Error {}

const secondsLeft = (row: Row, rule: RateRule, now: Date) => (new Date(row.window_start).getTime() + rule.windowMs - now.getTime()) / 1000;

/**
 * Fixed-window counters in `auth_rate_limits`, so every bff process sees the same count.
 * The rules of one request are counted in one transaction, each by a conditional upsert that
 * only increments below the limit; keys are taken in a fixed order so two requests cannot deadlock.
 */
export const createRateLimiter = ({ db, clock }: { db: Knex; clock: Clock }): RateLimiter => {
  /** The counter's window after the hit, or undefined when the rule is at its limit (sql.ts). */
  const hit = (trx: Knex.Transaction, rule: RateRule, now: Date): Promise<Date | undefined> =>
    countHit(trx, rule.key, rule.limit, new Date(now.getTime() - rule.windowMs), now);

  /** Seconds until every refusing rule admits again. */
  const retryAfter = async (rules: readonly RateRule[], now: Date): Promise<number> => {
    const rows: Row[] = await RateLimitWindow.query(db)
      .whereIn(
        'key',
        rules.map((r) => r.key),
      )
      .select('key', 'hits', 'window_start');
    let seconds = 1;
    for (const rule of rules) {
      const row = rows.find((r) => r.key === rule.key);
      if (row && row.hits >= rule.limit) seconds = Math.max(seconds, secondsLeft(row, rule, now));
    }
    return seconds;
  };

  const prune = async (olderThanMs: number): Promise<number> =>
    RateLimitWindow.query(db)
      .where('window_start', '<', new Date(clock.now().getTime() - olderThanMs))
      .delete();

  /** One hit on every rule, in one transaction; undefined (and nothing counted) when a rule is at its limit. */
  const count = async (rules: readonly RateRule[], now: Date): Promise<Reservation | undefined> => {
    const ordered = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let counted: { key: string; windowStart: Date }[];
    try {
      counted = await db.transaction(async (trx) => {
        const windows: { key: string; windowStart: Date }[] = [];
        for (const rule of ordered) {
          const windowStart = await hit(trx, rule, now);
          // Refused: the throw rolls back what this request counted on the other rules.
          if (!windowStart) throw new Refused();
          windows.push({ key: rule.key, windowStart });
        }
        return windows;
      });
    } catch (error) {
      if (error instanceof Refused) return undefined;
      throw error;
    }
    return {
      async release() {
        for (const { key, windowStart } of counted) {
          await RateLimitWindow.query(db).where({ key, window_start: windowStart }).andWhere('hits', '>', 0).decrement('hits', 1);
        }
      },
    };
  };

  return {
    async consume(rules, { message } = {}) {
      const now = clock.now();
      const reservation = await count(rules, now);
      if (!reservation) throw tooManyRequests(await retryAfter(rules, now), message);
      return reservation;
    },
    tryConsume: (rules) => count(rules, clock.now()),
    retryAfter: (rules) => retryAfter(rules, clock.now()),
    async reset(key) {
      await RateLimitWindow.query(db).findById(key).delete();
    },
    prune,
  };
};

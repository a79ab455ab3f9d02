import type { Clock } from '../../app-deps';
import { tooManyRequests } from '../../http/errors';
import type { RateRule } from '../auth/rate-limiter';

/** Buckets kept in the process; at about 150 bytes each, 100,000 are ~15 MB. */
export const TOKEN_BUCKETS_CAPACITY = 100_000;

export interface TokenBuckets {
  /**
   * Takes one token from every rule's bucket, or from none: when any is empty nothing is taken
   * and a 429 with Retry-After (until that bucket has a token again) is thrown, worded by `message`.
   */
  consume(rules: readonly RateRule[], options?: { message?: string }): void;
}

/**
 * The same rules as the database limiter (services/auth/rate-limiter.ts), read as token buckets
 * and counted in the process: `limit` hits at once, refilled evenly over `windowMs`. For the
 * hot paths where a database round trip per request costs more than the flood it guards against
 * (docs/decisions/017). Each process counts on its own, so N processes admit N times the rate.
 *
 * A bucket is one number (GCRA): the time at which it is full again. Past `now` it is full, the
 * same as no entry, so forgetting the least recently used buckets past `capacity` is what bounds
 * memory, and forgets only buckets that were almost always full already.
 */
export const createTokenBuckets = ({ clock, capacity = TOKEN_BUCKETS_CAPACITY }: { clock: Clock; capacity?: number }): TokenBuckets => {
  const fullAt = new Map<string, number>();
  return {
    consume(rules, { message } = {}) {
      const now = clock.now().getTime();
      const taken: [string, number][] = [];
      let waitMs = 0;
      for (const rule of rules) {
        const stored = fullAt.get(rule.key) ?? now;
        // Past a window ahead only if the clock was set back: the bucket then starts full again.
        const next = (stored > now + rule.windowMs ? now : Math.max(stored, now)) + rule.windowMs / rule.limit;
        if (next - now > rule.windowMs) waitMs = Math.max(waitMs, next - now - rule.windowMs);
        else taken.push([rule.key, next]);
      }
      if (waitMs > 0) throw tooManyRequests(waitMs / 1000, message);
      for (const [key, next] of taken) {
        // Map keeps insertion order: re-inserting marks the bucket recently used.
        fullAt.delete(key);
        fullAt.set(key, next);
      }
      while (fullAt.size > capacity) fullAt.delete(fullAt.keys().next().value!);
    },
  };
};

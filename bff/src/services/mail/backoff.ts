export interface BackoffPolicy {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** No wait grows past this. */
  capMs: number;
  /** After this many failed attempts the message is dead. */
  maxAttempts: number;
}

/** About 3 hours of retries (5 s, 10 s, 20 s … then every 15 min): a mail server outage of an afternoon loses nothing. */
export const defaultBackoff: BackoffPolicy = { baseMs: 5_000, capMs: 15 * 60_000, maxAttempts: 20 };

/** The wait before the next try, after `attempts` failures: doubling from base, capped. */
export const backoffDelay = (attempts: number, policy: BackoffPolicy): number =>
  Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));

import type { RateLimiter } from './rate-limiter';
import { hashToken } from './tokens';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** How often a signed-in session may try its current password and ask for address-change mails. */
export interface SettingsLimitPolicy {
  /** Wrong current passwords per user before a 429 (a stolen session must not brute-force it). */
  currentPasswordFailures: number;
  currentPasswordWindowMs: number;
  /** Address changes per user, and per target address: each one mails someone (issue #9 item 5). */
  emailChangesPerUser: number;
  emailChangesPerUserWindowMs: number;
  emailChangesPerTarget: number;
  emailChangesPerTargetWindowMs: number;
}

/** 5 wrong current passwords per 15 minutes; 3 address changes per user per hour and 3 per target address per day. */
export const defaultSettingsLimitPolicy: SettingsLimitPolicy = {
  currentPasswordFailures: 5,
  currentPasswordWindowMs: 15 * MINUTE,
  emailChangesPerUser: 3,
  emailChangesPerUserWindowMs: HOUR,
  emailChangesPerTarget: 3,
  emailChangesPerTargetWindowMs: 24 * HOUR,
};

/**
 * The settings screen's use of the shared limiter, kept in one place. A current-password check
 * is counted before argon2 runs and forgotten once the password is right, so only consecutive
 * failures add up and a tripped rule costs no hash.
 */
export const settingsLimits = (limiter: RateLimiter, policy: SettingsLimitPolicy = defaultSettingsLimitPolicy) => {
  const passwordKey = (userId: string) => `settings-password:user:${userId}`;
  return {
    /** Throws 429 once this user has had too many wrong current passwords. */
    beforePasswordCheck: (userId: string) =>
      limiter.consume([{ key: passwordKey(userId), limit: policy.currentPasswordFailures, windowMs: policy.currentPasswordWindowMs }]),
    passwordCorrect: (userId: string) => limiter.reset(passwordKey(userId)),
    /** Throws 429 once this user, or anyone, has asked for too many mails to this address. */
    emailChange: (userId: string, normalisedTarget: string) =>
      limiter.consume([
        { key: `email-change:user:${userId}`, limit: policy.emailChangesPerUser, windowMs: policy.emailChangesPerUserWindowMs },
        // Hashed, so the table holds no addresses (as the login throttle's account key).
        {
          key: `email-change:target:${hashToken(normalisedTarget)}`,
          limit: policy.emailChangesPerTarget,
          windowMs: policy.emailChangesPerTargetWindowMs,
        },
      ]),
  };
};

export type SettingsLimits = ReturnType<typeof settingsLimits>;

import { hashToken } from './tokens';
import type { RateRule } from './rate-limiter';

/** The throttled account actions of issue #4. */
export type RateAction = 'login' | 'register' | 'resend' | 'reset';

export interface RateLimitPolicy {
  windowMs: number;
  perAccount: number;
  perIp: number;
}

/** 5 tries per account and 20 per IP in 15 minutes (OWASP ASVS 5.0 V6.3). */
export const defaultRateLimitPolicy: RateLimitPolicy = { windowMs: 15 * 60 * 1000, perAccount: 5, perIp: 20 };

/** The account key is a hash of the normalised e-mail, so the table holds no addresses. */
export const accountKey = (action: RateAction, email: string): string => `${action}:account:${hashToken(email.trim().toLowerCase())}`;

export const rulesFor = (policy: RateLimitPolicy, action: RateAction, ip: string, email: string): RateRule[] => [
  { key: `${action}:ip:${ip}`, limit: policy.perIp, windowMs: policy.windowMs },
  { key: accountKey(action, email), limit: policy.perAccount, windowMs: policy.windowMs },
];

import { isIPv4, isIPv6 } from 'node:net';
import { hashToken } from './tokens';
import type { RateRule } from './rate-limiter';

/** The throttled account actions of issue #4 (and of issue #9: bad reset tokens). */
export type RateAction = 'login' | 'login-attempt' | 'register' | 'resend' | 'reset' | 'reset-token';

export interface RateLimitPolicy {
  windowMs: number;
  /** Mail-sending requests (register, resend, request-reset) per account address from one client address (issue #23 item 3). */
  perAccount: number;
  /** Mail-sending requests per client address. */
  perIp: number;
  /** Mails one address gets per window, whoever asks: `perAccount` as they come, then one per client that had none (mail-allowance.ts). */
  mailsPerAddress: number;
  /** Failed sign-ins per account from one client address (issue #9 item 2). */
  loginFailuresPerAccount: number;
  /** Failed sign-ins per client address, whatever the account. */
  loginFailuresPerIp: number;
  /** Sign-ins per account from one client address, successful or not: each costs an argon2 verify and a session (issue #23 item 4). */
  loginPerAccount: number;
  /** Unknown or expired reset tokens per client address (issue #9 item 4). */
  resetTokenFailuresPerIp: number;
}

/**
 * 5 per account and 20 per IP in 15 minutes (OWASP ASVS 5.0 V6.3); the account counts are per
 * client address so a stranger cannot lock the owner out (ASVS 6.1.1), and for sign-in they count
 * failures only. At most 10 mails to one address per window. 10 made-up reset tokens per IP, each
 * of which would otherwise cost a lookup and, before issue #9, an argon2 hash.
 */
export const defaultRateLimitPolicy: RateLimitPolicy = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perIp: 20,
  mailsPerAddress: 10,
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 20,
  loginPerAccount: 30,
  resetTokenFailuresPerIp: 10,
};

/** Longest key part taken from a client address; anything longer (or not an address) is hashed. */
const MAX_CLIENT_KEY = 45;

const expandIPv6 = (ip: string): string[] => {
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
};

/**
 * The part of a rate-limit key that names the client. One IPv6 subscriber usually holds a whole
 * /64, so its addresses share one counter; an IPv4-mapped address counts as the IPv4 one; what is
 * not an address (a proxy passing junk on) is hashed, so no client input makes a long key.
 */
export const clientKey = (ip: string): string => {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
  return `h:${hashToken(ip).slice(0, MAX_CLIENT_KEY - 2)}`;
};

/** A hash of the normalised e-mail, so the table holds no addresses. */
export const emailHash = (email: string) => hashToken(email.trim().toLowerCase());

/** One action on one account from one client: the account part of every rule, like the login rule's. */
export const accountKey = (action: RateAction, email: string, ip: string): string =>
  `${action}:account:${emailHash(email)}:${clientKey(ip)}`;

/** Failed sign-ins of one account from one client: what a success clears. */
export const loginAccountKey = (email: string, ip: string): string => accountKey('login', email, ip);

/**
 * Requests that send mail: counted whether or not an account exists, per client and per account
 * from that client, so a stranger's requests never refuse the owner's (issue #23 item 3). What
 * bounds the owner's mailbox is the mail allowance (mail-allowance.ts).
 */
export const rulesFor = (policy: RateLimitPolicy, action: RateAction, ip: string, email: string): RateRule[] => [
  { key: `${action}:ip:${clientKey(ip)}`, limit: policy.perIp, windowMs: policy.windowMs },
  { key: accountKey(action, email, ip), limit: policy.perAccount, windowMs: policy.windowMs },
];

/**
 * Sign-in counters. There is deliberately no account-wide rule: any count that every client
 * shares lets a stranger keep the owner out; guessing from many addresses is bounded by the
 * per-client rules and the password policy instead (the better-auth / Duende choice). `failures`
 * and `perIp` are given back when the password was right; `attempts` is not, so successes count
 * there too (issue #23 item 4). `perIp` never refuses a right password (issue #23 item 13).
 */
export const loginRules = (policy: RateLimitPolicy, ip: string, email: string) => ({
  perIp: { key: `login:ip:${clientKey(ip)}`, limit: policy.loginFailuresPerIp, windowMs: policy.windowMs },
  failures: { key: loginAccountKey(email, ip), limit: policy.loginFailuresPerAccount, windowMs: policy.windowMs },
  attempts: { key: accountKey('login-attempt', email, ip), limit: policy.loginPerAccount, windowMs: policy.windowMs },
});

/** Made-up reset tokens from one client. */
export const resetTokenRules = (policy: RateLimitPolicy, ip: string): RateRule[] => [
  { key: `reset-token:ip:${clientKey(ip)}`, limit: policy.resetTokenFailuresPerIp, windowMs: policy.windowMs },
];

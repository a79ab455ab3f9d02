import type { RateLimiter } from './rate-limiter';
import { clientKey, emailHash, type RateLimitPolicy } from './rate-limits';

/** Takes one mail of an address's allowance for a request from `ip`; false: withhold the mail. */
export type MailAllowance = (email: string, ip: string) => Promise<boolean>;

/**
 * How many account mails one address gets per window, whoever asks (issue #23 item 3): the first
 * `perAccount` as they come, then one more for each client address that has caused none yet, up
 * to `mailsPerAddress`. One stranger's address can use up the first part but never the owner's
 * own mail; only that many distinct addresses in one window could, and the mailbox never gets
 * more than `mailsPerAddress`. A request over it is answered as any other, without its mail, so
 * nothing tells the requester (decision 006).
 */
export const mailAllowance =
  (limiter: RateLimiter, policy: RateLimitPolicy): MailAllowance =>
  async (email, ip) => {
    const address = `mail:address:${emailHash(email)}`;
    const windowMs = policy.windowMs;
    // This client's mails to the address, counted in both steps: the second admits only a client at zero.
    const client = `${address}:${clientKey(ip)}`;
    const asTheyCome = Math.min(policy.perAccount, policy.mailsPerAddress);
    const first = await limiter.tryConsume([
      { key: address, limit: asTheyCome, windowMs },
      { key: client, limit: policy.mailsPerAddress, windowMs },
    ]);
    if (first) return true;
    const extra = policy.mailsPerAddress - asTheyCome;
    if (extra <= 0) return false;
    const second = await limiter.tryConsume([
      { key: `${address}:extra`, limit: extra, windowMs },
      { key: client, limit: 1, windowMs },
    ]);
    return second !== undefined;
  };

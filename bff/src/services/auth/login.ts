import { randomBytes } from 'node:crypto';
import { messages } from '../../contract/messages';
import type { LoginInput } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import { recordAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { RateLimiter } from './rate-limiter';
import { loginRules, type RateLimitPolicy } from './rate-limits';
import { DEFAULT_RESPONSE_FLOOR_MS, withResponseFloor } from './response-floor';
import { findUserByEmail, toCurrentUser, type UserRow } from './users';

/**
 * Password sign-in. An unknown address still pays for one argon2 verify against a throw-away
 * hash, so response time does not tell which addresses have accounts.
 * Failures count (issue #9 item 2): the attempt is counted before the verify, so concurrent
 * guesses stay within the limit, and given back when the password was right; a success also
 * clears that client's failures on the account, as Devise's lockable resets failed_attempts.
 * Successes are bounded only loosely, per account and client (issue #23 item 4). A client address
 * that has spent its failures is slowed, not shut (issue #23 item 13): see `overBudget`.
 */
export const createLogin = (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy) => {
  let dummyHash: Promise<string> | undefined;
  const burnVerify = async (password: string) => {
    dummyHash ??= deps.passwords.hash(randomBytes(16).toString('hex'));
    await deps.passwords.verify(await dummyHash, password);
  };

  /** The account whose password this is, or undefined (logged); `unknown` is what an unknown address costs. */
  const check = async (input: LoginInput, ip: string, unknown: () => Promise<void>, userAgent?: string): Promise<UserRow | undefined> => {
    const user = await findUserByEmail(deps.db, input.email);
    if (!user) {
      await unknown();
      await recordAuthEvent(deps, 'login.failed', { ip, userAgent, reason: 'unknown-email' });
      return undefined;
    }
    if (!(await deps.passwords.verify(user.password, input.password))) {
      await recordAuthEvent(deps, 'login.failed', { userId: user.id, ip, userAgent, reason: 'wrong-password' });
      return undefined;
    }
    return user;
  };

  /**
   * Past the address's failures (maybe a stranger's, behind the same NAT or proxy) a right password
   * still signs in and anything else is the 429 it was. An unknown address then costs no argon2
   * (the address could otherwise buy unlimited verifies with made-up ones), and the response
   * floor hides that from the timing; a known one is checked, bounded by the per-account rules.
   */
  const overBudget = (input: LoginInput, ip: string, userAgent?: string) =>
    withResponseFloor(deps.responseFloorMs ?? DEFAULT_RESPONSE_FLOOR_MS, () => check(input, ip, async () => undefined, userAgent));

  return async (input: LoginInput, ip: string, userAgent?: string): Promise<CurrentUser> => {
    const rules = loginRules(policy, ip, input.email);
    await limiter.consume([rules.failures, rules.attempts]);
    const perIp = await limiter.tryConsume([rules.perIp]);
    const user = perIp ? await check(input, ip, () => burnVerify(input.password), userAgent) : await overBudget(input, ip, userAgent);
    if (!user) {
      if (!perIp) throw tooManyRequests(await limiter.retryAfter([rules.perIp]));
      throw unauthorized(messages.auth.invalidCredentials);
    }
    // The password was right: not a guess to count, whatever follows (it stays one of the account's attempts).
    await perIp?.release();
    await limiter.reset(rules.failures.key);
    if (!user.email_verified) {
      await recordAuthEvent(deps, 'login.failed', { userId: user.id, ip, userAgent, reason: 'unverified' });
      throw forbidden(messages.auth.emailNotVerified);
    }
    await recordAuthEvent(deps, 'login.succeeded', { userId: user.id, ip, userAgent });
    return toCurrentUser(user);
  };
};

import { randomBytes } from 'node:crypto';
import { messages } from '../../contract/messages';
import type { LoginInput } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { forbidden, unauthorized } from '../../http/errors';
import { logAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { RateLimiter } from './rate-limiter';
import { loginAccountKey, loginRules, type RateLimitPolicy } from './rate-limits';
import { findUserByEmail, toCurrentUser } from './users';

/**
 * Password sign-in. An unknown address still pays for one argon2 verify against a throw-away
 * hash, so response time does not tell which addresses have accounts.
 * Failures count (issue #9 item 2): the attempt is counted before the verify, so concurrent
 * guesses stay within the limit, and given back when the password was right; a success also
 * clears that client's failures on the account, as Devise's lockable resets failed_attempts.
 * Successes are bounded only loosely, per account and client (issue #23 item 4).
 */
export const createLogin = (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy) => {
  let dummyHash: Promise<string> | undefined;
  const burnVerify = async (password: string) => {
    dummyHash ??= deps.passwords.hash(randomBytes(16).toString('hex'));
    await deps.passwords.verify(await dummyHash, password);
  };

  return async (input: LoginInput, ip: string): Promise<CurrentUser> => {
    const rules = loginRules(policy, ip, input.email);
    const attempt = await limiter.consume([rules.perIp, rules.failures, rules.attempts]);
    const user = await findUserByEmail(deps.db, input.email);
    if (!user) {
      await burnVerify(input.password);
      logAuthEvent(deps.logger, 'login.failed', { ip, reason: 'unknown-email' });
      throw unauthorized(messages.auth.invalidCredentials);
    }
    if (!(await deps.passwords.verify(user.password, input.password))) {
      logAuthEvent(deps.logger, 'login.failed', { userId: user.id, ip, reason: 'wrong-password' });
      throw unauthorized(messages.auth.invalidCredentials);
    }
    // The password was right: not a guess to count, whatever follows (it stays one of the account's attempts).
    await attempt.release([rules.perIp.key, rules.failures.key]);
    await limiter.reset(loginAccountKey(input.email, ip));
    if (!user.email_verified) {
      logAuthEvent(deps.logger, 'login.failed', { userId: user.id, ip, reason: 'unverified' });
      throw forbidden(messages.auth.emailNotVerified);
    }
    logAuthEvent(deps.logger, 'login.succeeded', { userId: user.id, ip });
    return toCurrentUser(user);
  };
};

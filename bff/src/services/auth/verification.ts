import { messages } from '../../contract/messages';
import type { ResendVerificationInput } from '../../contract/auth';
import type { CurrentUser, MessageResponse } from '../../contract/resources';
import { badRequest } from '../../http/errors';
import { verificationEmail } from '../../mail-templates/verification';
import { logAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { RateLimiter } from './rate-limiter';
import { rulesFor, type RateLimitPolicy } from './rate-limits';
import { DEFAULT_RESPONSE_FLOOR_MS, withResponseFloor } from './response-floor';
import { hashToken, issueToken, VERIFICATION_TTL_MS } from './tokens';
import { findUserByEmail, isUniqueViolation, toCurrentUser, userColumns, type UserRow } from './users';

/** "Resend Verification Email": same answer whether or not an unverified account exists. */
export const createResendVerification = (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy) =>
  async (input: ResendVerificationInput, ip: string): Promise<MessageResponse> => {
    await limiter.consume(rulesFor(policy, 'resend', ip, input.email));
    await withResponseFloor(deps.responseFloorMs ?? DEFAULT_RESPONSE_FLOOR_MS, () => deps.db.transaction(async (trx) => {
      const user = await findUserByEmail(trx, input.email);
      if (!user || user.email_verified) return;
      const token = issueToken(deps.clock.now(), VERIFICATION_TTL_MS);
      await trx('users').where({ id: user.id }).update({ verification_token_hash: token.hash, verification_token_expires: token.expires, updated_date: deps.clock.now() });
      await deps.mailer.send(trx, user.email, verificationEmail({ publicUrl: deps.publicUrl, firstName: user.first_name, token: token.token }));
      logAuthEvent(deps.logger, 'verification.sent', { userId: user.id, ip });
    }));
    return { message: messages.auth.verificationSent };
  };

/**
 * Consumes a verification link in one UPDATE … RETURNING: of two concurrent uses only one
 * matches the row. A pending address (settings change) becomes the account's address, and a
 * reset link issued for the old address dies with it.
 */
export const createVerifyEmail = (deps: AuthDeps) =>
  async (token: string, ip: string): Promise<CurrentUser> => {
    const now = deps.clock.now();
    const { db } = deps;
    let rows: UserRow[];
    try {
      rows = (await db('users')
        .where({ verification_token_hash: hashToken(token) })
        .andWhere('verification_token_expires', '>', now)
        .update({
          email: db.raw('COALESCE(pending_email, email)'),
          pending_email: null,
          email_verified: true,
          verification_token_hash: null,
          verification_token_expires: null,
          password_reset_token_hash: db.raw('CASE WHEN pending_email IS NULL THEN password_reset_token_hash END'),
          password_reset_token_expires: db.raw('CASE WHEN pending_email IS NULL THEN password_reset_token_expires END'),
          updated_date: now,
        })
        .returning([...userColumns])) as UserRow[];
    } catch (error) {
      // The pending address was taken by another account meanwhile.
      if (!isUniqueViolation(error)) throw error;
      rows = [];
    }
    const user = rows[0];
    if (!user) {
      logAuthEvent(deps.logger, 'verification.failed', { ip, reason: 'invalid-token' });
      throw badRequest(messages.auth.verificationInvalid);
    }
    logAuthEvent(deps.logger, 'email.verified', { userId: user.id, ip });
    return toCurrentUser(user);
  };

import { messages } from '../../contract/messages';
import type { RequestPasswordResetInput, ResetPasswordInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/message-response';
import { badRequest } from '../../http/errors';
import { User } from '../../models/user';
import { passwordChangedEmail } from '../../mail-templates/password-changed';
import { passwordResetEmail } from '../../mail-templates/password-reset';
import { logAuthEvent, recordAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { MailAllowance } from './mail-allowance';
import type { RateLimiter } from './rate-limiter';
import { resetTokenRules, rulesFor, type RateLimitPolicy } from './rate-limits';
import { DEFAULT_RESPONSE_FLOOR_MS, withResponseFloor } from './response-floor';
import { hashToken, issueToken, RESET_TTL_MS } from './tokens';
import { findUserByEmail } from './users';

/** "Send Reset Link": same answer whether or not the account exists, or its mail is withheld; the mail goes through the outbox. */
export const createRequestPasswordReset =
  (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy, mails: MailAllowance) =>
  async (input: RequestPasswordResetInput, ip: string, userAgent?: string): Promise<MessageResponse> => {
    await limiter.consume(rulesFor(policy, 'reset', ip, input.email));
    await withResponseFloor(deps.responseFloorMs ?? DEFAULT_RESPONSE_FLOOR_MS, async () => {
      const user = await findUserByEmail(deps.db, input.email);
      if (!user) return logAuthEvent(deps.logger, 'reset.requested', { ip, reason: 'unknown-email' });
      // Withheld means nothing changes: a stranger's request must not void the link the owner already has.
      if (!(await mails(input.email, ip))) return logAuthEvent(deps.logger, 'mail.withheld', { userId: user.id, ip });
      await deps.db.transaction(async (trx) => {
        const token = issueToken(deps.clock.now(), RESET_TTL_MS);
        await User.query(trx)
          .findById(user.id)
          .patch({ password_reset_token_hash: token.hash, password_reset_token_expires: token.expires, updated_date: deps.clock.now() });
        await deps.mailer.send(
          trx,
          user.email,
          passwordResetEmail({ publicUrl: deps.publicUrl, firstName: user.first_name, token: token.token }),
        );
      });
      await recordAuthEvent(deps, 'reset.requested', { userId: user.id, ip, userAgent });
    });
    return { message: messages.auth.resetRequested };
  };

/**
 * Sets a new password from a reset link. The link is consumed by the same UPDATE that sets the
 * password, so two concurrent uses cannot both succeed; every session of the user ends.
 * Opening the mailed link proves the address, so an unverified account becomes verified.
 * The token is looked up before the new password is hashed, so a made-up token costs no argon2,
 * and made-up tokens are counted per client (issue #9 item 4); a good one gives its count back.
 */
export const createResetPassword =
  (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy) =>
  async (input: ResetPasswordInput, ip: string, userAgent?: string): Promise<MessageResponse> => {
    const attempt = await limiter.consume(resetTokenRules(policy, ip));
    const now = deps.clock.now();
    const known = await User.query(deps.db)
      .select('id')
      .where({ password_reset_token_hash: hashToken(input.token) })
      .andWhere('password_reset_token_expires', '>', now)
      .first();
    const passwordHash = known ? await deps.passwords.hash(input.newPassword) : undefined;
    const user =
      passwordHash === undefined
        ? undefined
        : await deps.db.transaction(async (trx) => {
            const [row] = await User.query(trx)
              .where({ password_reset_token_hash: hashToken(input.token) })
              .andWhere('password_reset_token_expires', '>', now)
              // A pending address and its link die too (issue #9): one set from a stolen session must not outlive the owner's reset.
              .patch({
                password: passwordHash,
                password_reset_token_hash: null,
                password_reset_token_expires: null,
                pending_email: null,
                verification_token_hash: null,
                verification_token_expires: null,
                signup_nonce_hash: null,
                email_verified: true,
                updated_date: now,
              })
              .returning(['id', 'email', 'first_name']);
            if (!row) return undefined;
            await deps.mailer.send(trx, row.email, passwordChangedEmail({ publicUrl: deps.publicUrl, firstName: row.first_name }));
            return row;
          });
    if (!user) {
      logAuthEvent(deps.logger, 'reset.failed', { ip, reason: 'invalid-token' });
      throw badRequest(messages.auth.resetInvalid);
    }
    await attempt.release();
    await deps.sessions.revokeUserSessions(user.id);
    await recordAuthEvent(deps, 'reset.completed', { userId: user.id, ip, userAgent });
    return { message: messages.auth.resetDone };
  };

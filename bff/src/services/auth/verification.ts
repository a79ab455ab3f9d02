import { messages } from '../../contract/messages';
import type { ResendVerificationInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/message-response';
import type { CurrentUser } from '../../contract/user';
import { badRequest } from '../../http/errors';
import { User } from '../../models/user';
import { verificationEmail } from '../../mail-templates/verification';
import { logAuthEvent, recordAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { MailAllowance } from './mail-allowance';
import type { RateLimiter } from './rate-limiter';
import { rulesFor, type RateLimitPolicy } from './rate-limits';
import { DEFAULT_RESPONSE_FLOOR_MS, withResponseFloor } from './response-floor';
import { hashToken, issueToken, VERIFICATION_TTL_MS } from './tokens';
import { findUserByEmail, isUniqueViolation, toCurrentUser, userColumns } from './users';

/** "Resend Verification Email": same answer whether or not an unverified account exists, or its mail is withheld. */
export const createResendVerification =
  (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy, mails: MailAllowance) =>
  async (input: ResendVerificationInput, ip: string): Promise<MessageResponse> => {
    await limiter.consume(rulesFor(policy, 'resend', ip, input.email));
    await withResponseFloor(deps.responseFloorMs ?? DEFAULT_RESPONSE_FLOOR_MS, async () => {
      const user = await findUserByEmail(deps.db, input.email);
      if (!user || user.email_verified) return;
      if (!(await mails(input.email, ip))) return logAuthEvent(deps.logger, 'mail.withheld', { userId: user.id, ip });
      // The sign-up nonce stays: the browser on the verification-pending screen is still the one that signed up.
      await deps.db.transaction(async (trx) => {
        const token = issueToken(deps.clock.now(), VERIFICATION_TTL_MS);
        const updated = await User.query(trx)
          .where({ id: user.id, email_verified: false })
          .patch({ verification_token_hash: token.hash, verification_token_expires: token.expires, updated_date: deps.clock.now() });
        if (updated === 0) return;
        await deps.mailer.send(
          trx,
          user.email,
          verificationEmail({ publicUrl: deps.publicUrl, firstName: user.first_name, token: token.token }),
        );
        logAuthEvent(deps.logger, 'verification.sent', { userId: user.id, ip });
      });
    });
    return { message: messages.auth.verificationSent };
  };

/** A sign-up's first verification (`emailChanged` false) or the confirmation of a changed address. */
export interface VerifiedEmail {
  user: CurrentUser;
  emailChanged: boolean;
  /** The opener holds the nonce of the sign-up that chose the current password (decision 016). */
  sameBrowser: boolean;
}
/** The link was the last one its account used (issue #24.10): nothing changes, nobody is named. */
export interface AlreadyVerified {
  alreadyVerified: true;
}
export type VerifyEmailResult = VerifiedEmail | AlreadyVerified;

/**
 * Consumes a verification link. The row is locked by its token hash, so of two concurrent uses
 * only one still matches once the other commits. A pending address (settings change) becomes
 * the account's address, and a reset link issued for the old address dies with it. The link
 * verifies whoever opens it; `signupNonce` (the opener's sign-up cookie) says whether the opener
 * is also the browser that chose the password, and is spent either way. The used link's hash is
 * kept, so the same link opened again is answered "already verified" (docs/decisions/024).
 */
export const createVerifyEmail =
  (deps: AuthDeps) =>
  async (token: string, ip: string, signupNonce?: string): Promise<VerifyEmailResult> => {
    const now = deps.clock.now();
    const tokenHash = hashToken(token);
    let result: VerifiedEmail | undefined;
    try {
      result = await deps.db.transaction(async (trx) => {
        const found = await User.query(trx)
          .select('id', 'pending_email', 'signup_nonce_hash')
          .where({ verification_token_hash: tokenHash })
          .andWhere('verification_token_expires', '>', now)
          .forUpdate()
          .first();
        if (!found) return undefined;
        const newEmail = found.pending_email;
        const emailChanged = newEmail !== null;
        const sameBrowser =
          !emailChanged &&
          signupNonce !== undefined &&
          found.signup_nonce_hash !== null &&
          found.signup_nonce_hash === hashToken(signupNonce);
        const [row] = await User.query(trx)
          .where({ id: found.id })
          .patch({
            ...(newEmail !== null ? { email: newEmail, password_reset_token_hash: null, password_reset_token_expires: null } : {}),
            pending_email: null,
            email_verified: true,
            verification_token_hash: null,
            verification_token_expires: null,
            verification_token_used_hash: tokenHash,
            verification_token_used_at: now,
            signup_nonce_hash: null,
            updated_date: now,
          })
          .returning([...userColumns]);
        return { user: toCurrentUser(row!), emailChanged, sameBrowser };
      });
    } catch (error) {
      // The pending address was taken by another account meanwhile.
      if (!isUniqueViolation(error)) throw error;
    }
    if (!result) {
      // Only the hash of a link that was mailed and then used finds a row here: an unknown,
      // expired or replaced link says nothing about any account.
      const used = await User.query(deps.db).select('id').where({ verification_token_used_hash: tokenHash, email_verified: true }).first();
      if (used) {
        logAuthEvent(deps.logger, 'verification.repeated', { userId: used.id, ip });
        return { alreadyVerified: true };
      }
      logAuthEvent(deps.logger, 'verification.failed', { ip, reason: 'invalid-token' });
      throw badRequest(messages.auth.verificationInvalid);
    }
    await recordAuthEvent(deps, 'email.verified', { userId: result.user.id, ip, ...(result.emailChanged ? { changed: ['email'] } : {}) });
    return result;
  };

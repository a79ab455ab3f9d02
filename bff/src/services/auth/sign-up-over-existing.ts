import { User } from '../../models/user';
import { alreadyRegisteredEmail } from '../../mail-templates/already-registered';
import { verificationEmail } from '../../mail-templates/verification';
import { logAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import { issueToken, VERIFICATION_TTL_MS } from './tokens';
import { userColumns } from './users';

/** What a sign-up asks for: the address (normalised), the person, the new password's hash and the cookie nonce's hash. */
export interface SignUpClaim {
  email: string;
  first_name: string;
  last_name: string;
  country_id: string;
  passwordHash: string;
  nonceHash: string;
}

/**
 * A sign-up for an address that already has an account. A verified owner gets a notice with
 * sign-in and reset links. An unverified account belongs to nobody who has proved the mailbox,
 * so the latest sign-up replaces its password, names and country and voids every token issued
 * before (links, reset, pending address, sessions): whoever opens the new link verifies the
 * password chosen last, not one a stranger set first (issue #23 item 1, decision 015).
 */
export const signUpOverExisting = async (deps: AuthDeps, claim: SignUpClaim, ip: string, mail: boolean): Promise<void> => {
  const now = deps.clock.now();
  const replaced = await deps.db.transaction(async (trx) => {
    // Locked, so concurrent sign-ups replace one after the other and only the last link and nonce hold.
    const owner = await User.query(trx)
      .select(...userColumns)
      .whereRaw('lower(email) = ?', [claim.email])
      .forUpdate()
      .first();
    if (!owner) return undefined;
    if (owner.email_verified) {
      if (mail)
        await deps.mailer.send(trx, owner.email, alreadyRegisteredEmail({ publicUrl: deps.publicUrl, firstName: owner.first_name }));
      logAuthEvent(deps.logger, mail ? 'register.existing' : 'mail.withheld', { userId: owner.id, ip });
      return undefined;
    }
    const token = issueToken(now, VERIFICATION_TTL_MS);
    await User.query(trx).findById(owner.id).patch({
      password: claim.passwordHash,
      first_name: claim.first_name,
      last_name: claim.last_name,
      country_id: claim.country_id,
      verification_token_hash: token.hash,
      verification_token_expires: token.expires,
      signup_nonce_hash: claim.nonceHash,
      password_reset_token_hash: null,
      password_reset_token_expires: null,
      pending_email: null,
      updated_date: now,
    });
    // Over the mail allowance the password is replaced all the same: the stranger's must go either way.
    if (mail) {
      await deps.mailer.send(
        trx,
        owner.email,
        verificationEmail({ publicUrl: deps.publicUrl, firstName: claim.first_name, token: token.token }),
      );
    }
    logAuthEvent(deps.logger, mail ? 'register.replaced' : 'mail.withheld', { userId: owner.id, ip });
    return owner.id;
  });
  // An unverified account cannot sign in, but a session from before must not outlive the password it was opened with.
  if (replaced) await deps.sessions.revokeUserSessions(replaced);
};

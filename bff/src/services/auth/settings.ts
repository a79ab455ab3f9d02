import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { messages } from '../../contract/messages';
import type { MemberSettingsInput } from '../../contract/auth';
import type { MemberSettingsResponse } from '../../contract/user';
import { badRequest, unauthorized } from '../../http/errors';
import { alreadyRegisteredEmail } from '../../mail-templates/already-registered';
import { emailChangedEmail } from '../../mail-templates/email-changed';
import { passwordChangedEmail } from '../../mail-templates/password-changed';
import { verifyNewEmail } from '../../mail-templates/verify-new-email';
import { User } from '../../models/user';
import { recordAuthEvent } from './auth-events';
import { createConfirmIdentity, type ConfirmIdentityOptions, type SignedInRequest } from './confirm-identity';
import type { AuthDeps } from './deps';
import type { SettingsLimits } from './settings-limits';
import { issueToken, VERIFICATION_TTL_MS } from './tokens';
import { countryExists, findUserByEmail, findUserById, normaliseEmail, toCurrentUser, userColumns, type UserRow } from './users';

/** Drops a pending address with its link. */
const noPendingEmail: PartialModelObject<User> = { pending_email: null, verification_token_hash: null, verification_token_expires: null };

/**
 * The address part of a settings change. A new address is only pending until its link is
 * opened, so the account keeps working on the old one; a reset link for the old address dies
 * now. An address owned by another account is answered the same way, with a notice to its
 * owner; an earlier pending address is dropped either way, so only the latest link can work.
 */
const changeEmail = async (deps: AuthDeps, trx: Knex.Transaction, user: UserRow, newEmail: string): Promise<PartialModelObject<User>> => {
  const owner = await findUserByEmail(trx, newEmail);
  if (owner) {
    await deps.mailer.send(trx, owner.email, alreadyRegisteredEmail({ publicUrl: deps.publicUrl, firstName: owner.first_name }));
    return user.pending_email ? noPendingEmail : {};
  }
  const token = issueToken(deps.clock.now(), VERIFICATION_TTL_MS);
  await deps.mailer.send(trx, newEmail, verifyNewEmail({ publicUrl: deps.publicUrl, firstName: user.first_name, token: token.token }));
  await deps.mailer.send(trx, user.email, emailChangedEmail({ publicUrl: deps.publicUrl, firstName: user.first_name, newEmail }));
  return {
    pending_email: newEmail,
    verification_token_hash: token.hash,
    verification_token_expires: token.expires,
    password_reset_token_hash: null,
    password_reset_token_expires: null,
  };
};

/**
 * True when the request asks for a new address (and so a mail). Re-entering the current or the
 * pending address is no change, except beside a new password: a password change kills every
 * earlier link, so a pending address kept with it gets a fresh one.
 */
const asksForNewEmail = (user: UserRow, newEmail: string, input: MemberSettingsInput): boolean =>
  newEmail !== normaliseEmail(user.email) && (newEmail !== user.pending_email || Boolean(input.password));

/** Issue #9: changing the address or the password needs the current password (or a passkey); names and country do not. */
const needsCurrentPassword = (user: UserRow, newEmail: string, input: MemberSettingsInput): boolean =>
  Boolean(input.password) || asksForNewEmail(user, newEmail, input);

/** A new address or password needs its own confirmation, in this request: an earlier one in the session does not stand in. */
const confirmation: ConfirmIdentityOptions = {
  acceptRecent: false,
  missing: messages.validation.currentPasswordRequired,
  failedEvent: 'settings.failed',
};

/**
 * PUT /api/members/settings for the signed-in user. A new password ends every other session and
 * drops a pending address (issue #9: the link of an address set from a stolen session must die).
 */
export const createUpdateSettings = (deps: AuthDeps, limits: SettingsLimits) => {
  const confirmIdentity = createConfirmIdentity(deps, limits);
  return async (request: SignedInRequest, input: MemberSettingsInput): Promise<MemberSettingsResponse> => {
    const { ip, userAgent, sessionHash: currentSessionId } = request;
    const userId = request.user.id;
    const newEmail = normaliseEmail(input.email);
    const before = await findUserById(deps.db, userId);
    if (!before) throw unauthorized();
    // Bad input is refused before anything is counted or hashed.
    if (!(await countryExists(deps.db, input.country_id))) throw badRequest(messages.validation.settingsCountryRequired);
    const checked = needsCurrentPassword(before, newEmail, input);
    if (checked) await confirmIdentity(request, input, confirmation);
    if (asksForNewEmail(before, newEmail, input)) await limits.emailChange(userId, newEmail);
    const passwordHash = input.password ? await deps.passwords.hash(input.password) : undefined;
    const changed: string[] = [];
    const { user, emailPending } = await deps.db.transaction(async (trx) => {
      const current = await User.query(trx)
        .select(...userColumns)
        .findById(userId)
        .forUpdate();
      if (!current) throw unauthorized();
      // Another request may have changed the row since the check; the check must hold for what is written.
      if (needsCurrentPassword(current, newEmail, input) && (!checked || current.password !== before.password)) {
        throw badRequest(checked ? messages.auth.currentPasswordIncorrect : messages.validation.currentPasswordRequired);
      }
      const patch: PartialModelObject<User> = {
        first_name: input.first_name,
        last_name: input.last_name,
        country_id: input.country_id,
        updated_date: deps.clock.now(),
      };
      if (input.first_name !== current.first_name || input.last_name !== current.last_name) changed.push('name');
      if (input.country_id !== current.country_id) changed.push('country');
      const isCurrent = newEmail === normaliseEmail(current.email);
      if (asksForNewEmail(current, newEmail, input)) {
        Object.assign(patch, await changeEmail(deps, trx, current, newEmail));
        changed.push('email');
      } else if (current.pending_email && (isCurrent || passwordHash)) {
        // Typing the current address back cancels the pending change and its link; so does a new password.
        Object.assign(patch, noPendingEmail);
        changed.push('email');
      }
      if (passwordHash) {
        patch.password = passwordHash;
        await deps.mailer.send(trx, current.email, passwordChangedEmail({ publicUrl: deps.publicUrl, firstName: input.first_name }));
        changed.push('password');
      }
      await User.query(trx).findById(userId).patch(patch);
      const updated = (await findUserById(trx, userId)) as UserRow;
      return { user: updated, emailPending: !isCurrent };
    });
    if (passwordHash) await deps.sessions.revokeUserSessions(userId, currentSessionId);
    await recordAuthEvent(deps, 'settings.changed', { userId, ip, userAgent, changed, emailPending });
    return { user: toCurrentUser(user), message: emailPending ? messages.settings.updatedEmailPending : messages.settings.updated };
  };
};

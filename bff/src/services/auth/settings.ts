import type { Knex } from 'knex';
import { messages } from '../../contract/messages';
import type { MemberSettingsInput } from '../../contract/auth';
import type { CurrentUser } from '../../contract/resources';
import { badRequest, unauthorized } from '../../http/errors';
import { alreadyRegisteredEmail } from '../../mail-templates/already-registered';
import { emailChangedEmail } from '../../mail-templates/email-changed';
import { passwordChangedEmail } from '../../mail-templates/password-changed';
import { verifyNewEmail } from '../../mail-templates/verify-new-email';
import { logAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import { issueToken, VERIFICATION_TTL_MS } from './tokens';
import { countryExists, findUserByEmail, findUserById, normaliseEmail, toCurrentUser, type UserRow } from './users';

export interface SettingsResult {
  message: string;
  user: CurrentUser;
}

/**
 * The address part of a settings change. A new address is only pending until its link is
 * opened, so the account keeps working on the old one; a reset link for the old address dies
 * now. An address owned by another account is answered the same way, with a notice to its owner.
 */
const changeEmail = async (deps: AuthDeps, trx: Knex.Transaction, user: UserRow, newEmail: string): Promise<Record<string, unknown>> => {
  const owner = await findUserByEmail(trx, newEmail);
  if (owner) {
    await deps.mailer.send(trx, owner.email, alreadyRegisteredEmail({ publicUrl: deps.publicUrl, firstName: owner.first_name }));
    return {};
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

/** PUT /api/members/settings for the signed-in user; a new password ends every other session. */
export const createUpdateSettings = (deps: AuthDeps) =>
  async (userId: string, currentSessionId: string | undefined, input: MemberSettingsInput, ip: string): Promise<SettingsResult> => {
    const passwordHash = input.password ? await deps.passwords.hash(input.password) : undefined;
    const newEmail = normaliseEmail(input.email);
    const changed: string[] = [];
    const { user, emailPending } = await deps.db.transaction(async (trx) => {
      const current = await trx<UserRow>('users').where({ id: userId }).forUpdate().first();
      if (!current) throw unauthorized();
      if (!(await countryExists(trx, input.country_id))) throw badRequest(messages.validation.settingsCountryRequired);
      const patch: Record<string, unknown> = { first_name: input.first_name, last_name: input.last_name, country_id: input.country_id, updated_date: deps.clock.now() };
      if (input.first_name !== current.first_name || input.last_name !== current.last_name) changed.push('name');
      if (input.country_id !== current.country_id) changed.push('country');
      const isCurrent = newEmail === normaliseEmail(current.email);
      if (!isCurrent && newEmail !== current.pending_email) {
        Object.assign(patch, await changeEmail(deps, trx, current, newEmail));
        changed.push('email');
      } else if (isCurrent && current.pending_email) {
        // Typing the current address back cancels the pending change and its link.
        Object.assign(patch, { pending_email: null, verification_token_hash: null, verification_token_expires: null });
        changed.push('email');
      }
      if (passwordHash) {
        patch.password = passwordHash;
        await deps.mailer.send(trx, current.email, passwordChangedEmail({ publicUrl: deps.publicUrl, firstName: input.first_name }));
        changed.push('password');
      }
      await trx('users').where({ id: userId }).update(patch);
      const updated = (await findUserById(trx, userId)) as UserRow;
      return { user: updated, emailPending: !isCurrent };
    });
    if (passwordHash) await deps.sessions.revokeUserSessions(userId, currentSessionId);
    logAuthEvent(deps.logger, 'settings.changed', { userId, ip, changed });
    return { user: toCurrentUser(user), message: emailPending ? messages.settings.updatedEmailPending : messages.settings.updated };
  };

import { messages } from '../../contract/messages';
import { passkeyMessages } from '../../contract/messages/passkeys';
import type { IdentityConfirmationInput } from '../../contract/passkeys';
import type { CurrentUser } from '../../contract/user';
import { badRequest, unauthorized } from '../../http/errors';
import { Passkey } from '../../models/passkey';
import { recordPasskeyUse, verifyAssertion } from '../passkeys/assertion';
import { createChallenges } from '../passkeys/challenges';
import { relyingPartyFrom } from '../passkeys/relying-party';
import { logAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { SettingsLimits } from './settings-limits';
import { findUserById } from './users';

/** A confirmation (current password or passkey) holds this long in its session, for the actions that accept a recent one. */
export const CONFIRMATION_TTL_MS = 5 * 60 * 1000;

/** The part of the login session a confirmation is remembered in. */
export type ConfirmationSession = Record<string, unknown> & { identityConfirmedAt?: unknown };

/** Who asks, in a signed-in request: the user, the SHA-256 of their session id, that session's data, the client. */
export interface SignedInRequest {
  user: CurrentUser;
  sessionHash: string | undefined;
  session: ConfirmationSession | null;
  ip: string;
  /** The browser's User-Agent header, summarised in the activity log. */
  userAgent?: string | undefined;
}

export interface ConfirmIdentityOptions {
  /**
   * Whether a confirmation this session gave in the last CONFIRMATION_TTL_MS stands in for one in
   * the request (the sign-in-security actions: passkeys and codes); a new e-mail or password always
   * needs its own.
   */
  acceptRecent: boolean;
  /** What a request carrying neither (and no recent one) is told. */
  missing: string;
  /** The log event of a wrong password. */
  failedEvent: 'settings.failed' | 'mfa.failed';
}

/**
 * Issue #27 item 6: the one check that the person at a signed-in session is its user, before adding or
 * removing a passkey, turning codes on or off, or a new e-mail or password. The current password
 * (counted with the settings screen's wrong ones, settings-limits.ts), or an assertion of one of the
 * user's own passkeys against this session's `confirm` challenge (single-use, 5 minutes, decision 030),
 * or, where `acceptRecent`, either of them given in this session in the last 5 minutes.
 */
export const createConfirmIdentity = (deps: AuthDeps, limits: SettingsLimits) => {
  const challenges = createChallenges(deps);
  const rp = relyingPartyFrom(deps.publicUrl);
  const now = () => deps.clock.now();

  return async (request: SignedInRequest, input: IdentityConfirmationInput, options: ConfirmIdentityOptions): Promise<void> => {
    const { user, session, ip } = request;
    if (input.assertion) {
      const challenge = await challenges.take('confirm', request.sessionHash, user.id);
      // Only the user's own passkeys confirm them: another user's is not looked at.
      const passkey = await Passkey.query(deps.db).where({ user_id: user.id, credential_id: input.assertion.id }).first();
      const counter = passkey && (await verifyAssertion(rp, passkey, input.assertion, challenge));
      if (!passkey || counter === undefined) {
        logAuthEvent(deps.logger, 'passkey.failed', { userId: user.id, ip, reason: 'bad-passkey' });
        throw badRequest(passkeyMessages.verificationFailed);
      }
      await recordPasskeyUse(deps.db, passkey, counter, now());
    } else if (input.currentPassword) {
      await limits.beforePasswordCheck(user.id);
      const row = await findUserById(deps.db, user.id);
      if (!row) throw unauthorized();
      if (!(await deps.passwords.verify(row.password, input.currentPassword))) {
        logAuthEvent(deps.logger, options.failedEvent, { userId: user.id, ip, reason: 'wrong-password' });
        throw badRequest(messages.auth.currentPasswordIncorrect);
      }
      await limits.passwordCorrect(user.id);
    } else {
      const at = Number(session?.identityConfirmedAt);
      const recent = at > now().getTime() - CONFIRMATION_TTL_MS && at <= now().getTime();
      if (!options.acceptRecent || !recent) throw badRequest(options.missing);
      return;
    }
    if (session) session.identityConfirmedAt = now().getTime();
  };
};

export type ConfirmIdentity = ReturnType<typeof createConfirmIdentity>;

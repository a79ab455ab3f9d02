import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { messages } from '../../contract/messages';
import { passkeyMessages } from '../../contract/messages/passkeys';
import type {
  AuthenticationResponseInput,
  PasskeyConfirmationInput,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PasskeySignInInput,
  PasskeySummary,
  RegisterPasskeyInput,
} from '../../contract/passkeys';
import type { CurrentUser } from '../../contract/user';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { passkeyAddedEmail, passkeyRemovedEmail } from '../../mail-templates/passkey-changed';
import { Passkey } from '../../models/passkey';
import { logAuthEvent, recordAuthEvent } from '../auth/auth-events';
import type { AuthDeps } from '../auth/deps';
import type { RateLimiter } from '../auth/rate-limiter';
import { clientKey, defaultRateLimitPolicy, loginRules } from '../auth/rate-limits';
import type { SettingsLimits } from '../auth/settings-limits';
import { hashToken, issueNonce } from '../auth/tokens';
import { findUserById, isUniqueViolation, toCurrentUser, type UserRow } from '../auth/users';
import { createChallenges } from './challenges';
import { relyingPartyFrom } from './relying-party';

/** A confirmation (current password or passkey) holds this long in its session (issue #27 item 6). */
export const CONFIRMATION_TTL_MS = 5 * 60 * 1000;
/** The most passkeys one account may hold: each is a row and a line in every registration's exclude list. */
export const MAX_PASSKEYS_PER_USER = 20;
/** Sign-in options one client address may ask for per rate window: each stores a challenge row. */
export const SIGN_IN_OPTIONS_PER_IP = 100;

/** The part of the login session a confirmation is remembered in. */
export type ConfirmationSession = Record<string, unknown> & { passkeysConfirmedAt?: unknown };

/** Who asks, in a signed-in request: the user, the SHA-256 of their session id, that session's data, the client. */
export interface SignedInRequest {
  user: CurrentUser;
  sessionHash: string | undefined;
  session: ConfirmationSession | null;
  ip: string;
  /** The browser's User-Agent header, summarised in the activity log. */
  userAgent?: string | undefined;
}

/** The user handle WebAuthn stores with a discoverable passkey: the account id's bytes (no personal data). */
const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(userId, 'utf8'));

const toSummary = (row: Pick<Passkey, 'id' | 'name' | 'created_at' | 'last_used_at'>): PasskeySummary => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

const summaryColumns = ['id', 'name', 'created_at', 'last_used_at'] as const;

/**
 * Passkeys (issue #27 items 1-3, 6; decision 030) on SimpleWebAuthn's server package: registration
 * and assertion checks (origin, RP ID, challenge, signature, user verification, counter) are the
 * library's; what is ours is where challenges live, who may ask, and what a success does.
 */
export const createPasskeyService = (deps: AuthDeps, limiter: RateLimiter, settings: SettingsLimits) => {
  const policy = deps.rateLimits ?? defaultRateLimitPolicy;
  const rp = relyingPartyFrom(deps.publicUrl);
  const challenges = createChallenges(deps);
  const now = () => deps.clock.now();

  const ownPasskeys = (userId: string) => Passkey.query(deps.db).where('user_id', userId).orderBy('created_at').orderBy('id');

  /** Checks an assertion against one stored passkey; answers the new counter, or throws the 400 or 401 given. */
  const verifyAssertion = async (passkey: Passkey, assertion: AuthenticationResponseInput, challenge: string) => {
    try {
      const result = await verifyAuthenticationResponse({
        response: assertion as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: Number(passkey.counter),
          transports: passkey.transports,
        },
      });
      return result.verified ? result.authenticationInfo.newCounter : undefined;
    } catch {
      // The library throws for every refusal (origin, RP ID, challenge, counter, malformed data).
      return undefined;
    }
  };

  /** Records a good assertion: its counter and when the passkey was last used. */
  const used = (passkey: Passkey, counter: number) => Passkey.query(deps.db).findById(passkey.id).patch({ counter, last_used_at: now() });

  /**
   * Issue #27 item 6: the current password (counted with the settings screen's wrong ones), or an
   * assertion of one of the user's passkeys against this session's `confirm` challenge, or either of
   * them given in this session in the last 5 minutes.
   */
  const confirm = async (request: SignedInRequest, input: PasskeyConfirmationInput): Promise<void> => {
    const { user, session, ip } = request;
    if (input.assertion) {
      const challenge = await challenges.take('confirm', request.sessionHash, user.id);
      const passkey = await Passkey.query(deps.db).where({ user_id: user.id, credential_id: input.assertion.id }).first();
      const counter = passkey && (await verifyAssertion(passkey, input.assertion, challenge));
      if (!passkey || counter === undefined) {
        logAuthEvent(deps.logger, 'passkey.failed', { userId: user.id, ip, reason: 'bad-passkey' });
        throw badRequest(passkeyMessages.verificationFailed);
      }
      await used(passkey, counter);
    } else if (input.currentPassword !== undefined) {
      await settings.beforePasswordCheck(user.id);
      const row = await findUserById(deps.db, user.id);
      if (!row) throw unauthorized();
      if (!(await deps.passwords.verify(row.password, input.currentPassword))) {
        logAuthEvent(deps.logger, 'settings.failed', { userId: user.id, ip, reason: 'wrong-password' });
        throw badRequest(messages.auth.currentPasswordIncorrect);
      }
      await settings.passwordCorrect(user.id);
    } else {
      const at = Number(session?.passkeysConfirmedAt);
      if (!(at > now().getTime() - CONFIRMATION_TTL_MS && at <= now().getTime())) throw badRequest(passkeyMessages.confirmationRequired);
      return;
    }
    if (session) session.passkeysConfirmedAt = now().getTime();
  };

  return {
    list: async (userId: string): Promise<PasskeySummary[]> => (await ownPasskeys(userId).select(...summaryColumns)).map(toSummary),

    /** Options to confirm the signed-in user with one of their own passkeys. */
    async confirmationOptions(request: SignedInRequest): Promise<PasskeyRequestOptions> {
      if (!request.sessionHash) throw unauthorized();
      const own = await ownPasskeys(request.user.id).select('credential_id', 'transports');
      if (own.length === 0) throw badRequest(passkeyMessages.noPasskeys);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        allowCredentials: own.map((p) => ({ id: p.credential_id, transports: p.transports })),
      });
      await challenges.issue('confirm', request.sessionHash, request.user.id, options.challenge);
      return options as PasskeyRequestOptions;
    },

    /** Options to create a passkey, after the user confirmed who they are. */
    async registrationOptions(request: SignedInRequest, input: PasskeyConfirmationInput): Promise<PasskeyCreationOptions> {
      if (!request.sessionHash) throw unauthorized();
      await confirm(request, input);
      const own = await ownPasskeys(request.user.id).select('credential_id', 'transports');
      if (own.length >= MAX_PASSKEYS_PER_USER) throw badRequest(passkeyMessages.tooMany);
      const { user } = request;
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userID: userHandleOf(user.id),
        userName: user.email,
        userDisplayName: `${user.first_name} ${user.last_name}`,
        attestationType: 'none',
        excludeCredentials: own.map((p) => ({ id: p.credential_id, transports: p.transports })),
        // A passkey: discoverable (it names the account at sign-in) and verifying its user (it stands for both factors).
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      });
      await challenges.issue('register', request.sessionHash, user.id, options.challenge);
      return options as PasskeyCreationOptions;
    },

    /** Verifies the attestation against this session's registration challenge and stores the passkey; mails the user. */
    async register(request: SignedInRequest, input: RegisterPasskeyInput): Promise<PasskeySummary> {
      const { user, ip } = request;
      const challenge = await challenges.take('register', request.sessionHash, user.id);
      let credential;
      try {
        const result = await verifyRegistrationResponse({
          response: input.attestation as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
        credential = result.verified ? result.registrationInfo.credential : undefined;
      } catch {
        credential = undefined;
      }
      if (!credential) {
        logAuthEvent(deps.logger, 'passkey.failed', { userId: user.id, ip, reason: 'bad-passkey' });
        throw badRequest(passkeyMessages.verificationFailed);
      }
      try {
        const row = await deps.db.transaction(async (trx) => {
          if ((await Passkey.query(trx).where('user_id', user.id).resultSize()) >= MAX_PASSKEYS_PER_USER) {
            throw badRequest(passkeyMessages.tooMany);
          }
          const inserted = await Passkey.query(trx)
            .insert({
              user_id: user.id,
              credential_id: credential.id,
              public_key: Buffer.from(credential.publicKey),
              counter: credential.counter,
              transports: credential.transports ?? input.attestation.response.transports ?? [],
              name: input.name,
              created_at: now(),
            })
            .returning([...summaryColumns]);
          await deps.mailer.send(
            trx,
            user.email,
            passkeyAddedEmail({ publicUrl: deps.publicUrl, firstName: user.first_name, passkeyName: input.name }),
          );
          return inserted;
        });
        await recordAuthEvent(deps, 'passkey.added', { userId: user.id, ip, userAgent: request.userAgent });
        return toSummary(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(passkeyMessages.alreadyRegistered);
        throw error;
      }
    },

    async rename(request: SignedInRequest, id: string, name: string): Promise<PasskeySummary> {
      const updated = await Passkey.query(deps.db)
        .where({ id, user_id: request.user.id })
        .patch({ name })
        .returning([...summaryColumns]);
      const row = updated[0];
      if (!row) throw notFound(passkeyMessages.notFound);
      logAuthEvent(deps.logger, 'passkey.renamed', { userId: request.user.id, ip: request.ip });
      return toSummary(row);
    },

    /** Removes one of the user's passkeys once they confirmed who they are; another user's is not found. Mails the user. */
    async remove(request: SignedInRequest, id: string, input: PasskeyConfirmationInput): Promise<void> {
      const { user, ip } = request;
      const passkey = await Passkey.query(deps.db).where({ id, user_id: user.id }).first();
      if (!passkey) throw notFound(passkeyMessages.notFound);
      await confirm(request, input);
      await deps.db.transaction(async (trx) => {
        const deleted = await Passkey.query(trx).where({ id, user_id: user.id }).delete();
        if (deleted === 0) throw notFound(passkeyMessages.notFound);
        await deps.mailer.send(
          trx,
          user.email,
          passkeyRemovedEmail({ publicUrl: deps.publicUrl, firstName: user.first_name, passkeyName: passkey.name }),
        );
      });
      await recordAuthEvent(deps, 'passkey.removed', { userId: user.id, ip, userAgent: request.userAgent });
    },

    /** Options for a sign-in with any passkey of this site (discoverable credentials); the nonce goes in the browser's cookie. */
    async signInOptions(ip: string): Promise<{ options: PasskeyRequestOptions; nonce: string }> {
      await limiter.consume([{ key: `passkey-options:ip:${clientKey(ip)}`, limit: SIGN_IN_OPTIONS_PER_IP, windowMs: policy.windowMs }]);
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
      const { nonce, hash } = issueNonce();
      await challenges.issue('sign-in', hash, null, options.challenge);
      return { options: options as PasskeyRequestOptions, nonce };
    },

    /**
     * Sign-in with a passkey, under the password sign-in's limits (rate-limits.ts `loginRules`): a
     * failure counts on the client address and, once the passkey names an account, on that account
     * from this client; a success gives the failures back and counts as one of the account's attempts.
     */
    async signIn(input: PasskeySignInInput, nonce: string | undefined, ip: string, userAgent?: string): Promise<CurrentUser> {
      const challenge = await challenges.take('sign-in', nonce ? hashToken(nonce) : undefined, null);
      const found = await Passkey.query(deps.db).where('credential_id', input.assertion.id).withGraphJoined('user').first();
      const owner = found?.user as UserRow | undefined;
      // The password's order (login.ts): the account's rules first (a 429 there counts nothing else), then the client's.
      const rules = owner ? loginRules(policy, ip, owner.email) : undefined;
      if (rules) await limiter.consume([rules.failures, rules.attempts]);
      const ipRule = loginRules(policy, ip, '').perIp;
      const perIp = await limiter.tryConsume([ipRule]);
      const refuse = async (message: string) => {
        if (!perIp) return tooManyRequests(await limiter.retryAfter([ipRule]));
        return unauthorized(message);
      };
      if (!found || !owner || !rules) {
        await recordAuthEvent(deps, 'login.failed', { ip, reason: 'unknown-passkey', method: 'passkey', userAgent });
        throw await refuse(passkeyMessages.unknownPasskey);
      }
      const handle = input.assertion.response.userHandle;
      const sameUser = handle === undefined || handle === Buffer.from(userHandleOf(owner.id)).toString('base64url');
      const counter = sameUser ? await verifyAssertion(found, input.assertion, challenge) : undefined;
      if (counter === undefined) {
        await recordAuthEvent(deps, 'login.failed', { userId: owner.id, ip, reason: 'bad-passkey', method: 'passkey', userAgent });
        throw await refuse(passkeyMessages.verificationFailed);
      }
      await perIp?.release();
      await limiter.reset(rules.failures.key);
      await used(found, counter);
      if (!owner.email_verified) {
        await recordAuthEvent(deps, 'login.failed', { userId: owner.id, ip, reason: 'unverified', method: 'passkey', userAgent });
        throw forbidden(messages.auth.emailNotVerified);
      }
      await recordAuthEvent(deps, 'login.succeeded', { userId: owner.id, ip, method: 'passkey', userAgent });
      return toCurrentUser(owner);
    },
  };
};

export type PasskeyService = ReturnType<typeof createPasskeyService>;

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { messages } from '../../contract/messages';
import { passkeyMessages } from '../../contract/messages/passkeys';
import type {
  IdentityConfirmationInput,
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
import { hasSecondFactor, policyCovers } from '../mfa/has-second-factor';
import { logAuthEvent, recordAuthEvent } from '../auth/auth-events';
import { createConfirmIdentity, type ConfirmIdentityOptions, type SignedInRequest } from '../auth/confirm-identity';
import type { AuthDeps } from '../auth/deps';
import type { RateLimiter } from '../auth/rate-limiter';
import { clientKey, defaultRateLimitPolicy, loginRules } from '../auth/rate-limits';
import type { SettingsLimits } from '../auth/settings-limits';
import { hashToken, issueNonce } from '../auth/tokens';
import { isUniqueViolation, toCurrentUser, type UserRow } from '../auth/users';
import { recordPasskeyUse, verifyAssertion } from './assertion';
import { createChallenges } from './challenges';
import { relyingPartyFrom } from './relying-party';

/** The most passkeys one account may hold: each is a row and a line in every registration's exclude list. */
export const MAX_PASSKEYS_PER_USER = 20;
/** Sign-in options one client address may ask for per rate window: each stores a challenge row. */
export const SIGN_IN_OPTIONS_PER_IP = 100;

/** Adding or removing a passkey: the current password, a passkey, or either in this session's last 5 minutes (decision 030). */
const confirmation: ConfirmIdentityOptions = {
  acceptRecent: true,
  missing: passkeyMessages.confirmationRequired,
  failedEvent: 'settings.failed',
};

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
export const createPasskeyService = (
  deps: AuthDeps,
  limiter: RateLimiter,
  settings: SettingsLimits,
  /** REQUIRE_MFA_FOR: its users keep one second factor (removing the last one is refused, as turning codes off is). */
  requiredFor: readonly string[] = [],
) => {
  const policy = deps.rateLimits ?? defaultRateLimitPolicy;
  const rp = relyingPartyFrom(deps.publicUrl);
  const challenges = createChallenges(deps);
  const now = () => deps.clock.now();

  const ownPasskeys = (userId: string) => Passkey.query(deps.db).where('user_id', userId).orderBy('created_at').orderBy('id');

  const confirmIdentity = createConfirmIdentity(deps, settings);
  const confirm = (request: SignedInRequest, input: IdentityConfirmationInput) => confirmIdentity(request, input, confirmation);

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
    async registrationOptions(request: SignedInRequest, input: IdentityConfirmationInput): Promise<PasskeyCreationOptions> {
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
    async remove(request: SignedInRequest, id: string, input: IdentityConfirmationInput): Promise<void> {
      const { user, ip } = request;
      const passkey = await Passkey.query(deps.db).where({ id, user_id: user.id }).first();
      if (!passkey) throw notFound(passkeyMessages.notFound);
      await confirm(request, input);
      await deps.db.transaction(async (trx) => {
        const deleted = await Passkey.query(trx).where({ id, user_id: user.id }).delete();
        if (deleted === 0) throw notFound(passkeyMessages.notFound);
        if (policyCovers(requiredFor, user.category) && !(await hasSecondFactor(trx, user.id))) {
          throw conflict(passkeyMessages.lastFactorRequired);
        }
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
      const counter = sameUser ? await verifyAssertion(rp, found, input.assertion, challenge) : undefined;
      if (counter === undefined) {
        await recordAuthEvent(deps, 'login.failed', { userId: owner.id, ip, reason: 'bad-passkey', method: 'passkey', userAgent });
        throw await refuse(passkeyMessages.verificationFailed);
      }
      await perIp?.release();
      await limiter.reset(rules.failures.key);
      await recordPasskeyUse(deps.db, found, counter, now());
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

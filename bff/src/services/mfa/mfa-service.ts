import QRCode from 'qrcode';
import type { MfaSetupResponse, MfaStatusResponse } from '../../contract/mfa';
import { passkeyMessages } from '../../contract/messages/passkeys';
import type { IdentityConfirmationInput } from '../../contract/passkeys';
import { messages, mfaMessages } from '../../contract/messages';
import type { CurrentUser } from '../../contract/user';
import { badRequest, conflict, HttpError, tooManyRequests } from '../../http/errors';
import { mfaOffEmail, mfaOnEmail, recoveryCodesRegeneratedEmail } from '../../mail-templates/mfa-changed';
import { UserRecoveryCode } from '../../models/user-recovery-code';
import { UserTotp } from '../../models/user-totp';
import { logAuthEvent, recordAuthEvent } from '../auth/auth-events';
import { createConfirmIdentity, type ConfirmIdentityOptions, type SignedInRequest } from '../auth/confirm-identity';
import type { AuthDeps } from '../auth/deps';
import { createRateLimiter, type RateRule } from '../auth/rate-limiter';
import { clientKey, defaultRateLimitPolicy } from '../auth/rate-limits';
import { settingsLimits } from '../auth/settings-limits';
import { findUserById, type UserRow } from '../auth/users';
import { hasSecondFactor, policyCovers } from './has-second-factor';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { createSecretBox } from './secret-box';
import { newTotpSecret, otpauthUrl, totpStep } from './totp';

export interface MfaDeps extends AuthDeps {
  /** Categories REQUIRE_MFA_FOR names. */
  requiredFor: readonly string[];
  /** MFA_ENCRYPTION_KEY, then the session keys: the newest encrypts. */
  encryptionKeys: readonly string[];
}

const codeInvalid = () => badRequest(mfaMessages.codeInvalid);

/** Turning codes on or off: the current password, a passkey, or either in this session's last 5 minutes (as a passkey's change). */
const confirmation: ConfirmIdentityOptions = {
  acceptRecent: true,
  missing: passkeyMessages.confirmationRequired,
  failedEvent: 'mfa.failed',
};

/**
 * One-time codes (issue #27 items 4-6, docs/decisions/031): turning them on (password or passkey,
 * secret and QR, a confirming code, ten recovery codes shown once) and off (password or passkey), and the sign-in's
 * second step. Codes are throttled like passwords: failures count per account and client address
 * and per client address (the password sign-in's counter), and, as only someone holding the
 * password reaches this step, per account too.
 */
export const createMfaService = (deps: MfaDeps) => {
  const policy = deps.rateLimits ?? defaultRateLimitPolicy;
  const limiter = createRateLimiter({ db: deps.db, clock: deps.clock });
  const passwordLimits = settingsLimits(limiter, deps.settingsLimits);
  const box = createSecretBox(deps.encryptionKeys);

  const user = async (id: string): Promise<UserRow> => {
    const row = await findUserById(deps.db, id);
    if (!row) throw new HttpError(401, messages.auth.notAuthenticated);
    return row;
  };

  const confirmIdentity = createConfirmIdentity(deps, passwordLimits);
  const confirm = (request: SignedInRequest, input: IdentityConfirmationInput) => confirmIdentity(request, input, confirmation);

  const confirmedTotp = (userId: string) => UserTotp.query(deps.db).findById(userId).whereNotNull('confirmed_at');

  /**
   * Accepts a 6-digit code of the user's confirmed secret once: the time-step is recorded by a
   * conditional update, so two requests with the same code (or an older one) cannot both pass.
   */
  const acceptTotp = async (row: UserTotp, code: string): Promise<boolean> => {
    const secret = box.open(row.secret_encrypted, row.user_id);
    if (!secret) return false;
    const step = totpStep(secret, code, deps.clock.now());
    if (step === undefined) return false;
    const patch: Partial<UserTotp> = { last_used_step: step };
    // Written under the newest key again when an older one opened it (a rotation finishes as codes are used).
    if (deps.encryptionKeys.length > 1) patch.secret_encrypted = box.seal(secret, row.user_id);
    const updated = await UserTotp.query(deps.db)
      .findById(row.user_id)
      .where((q) => q.whereNull('last_used_step').orWhere('last_used_step', '<', step))
      .patch(patch);
    return updated === 1;
  };

  /** Spends one unused recovery code, once (a conditional update). */
  const acceptRecoveryCode = async (userId: string, typed: string): Promise<boolean> => {
    if (!looksLikeRecoveryCode(typed)) return false;
    const used = await UserRecoveryCode.query(deps.db)
      .where({ user_id: userId, code_hash: hashRecoveryCode(normaliseRecoveryCode(typed)) })
      .whereNull('used_at')
      .patch({ used_at: deps.clock.now() });
    return used === 1;
  };

  const codeRules = (userId: string, ip: string) => ({
    perIp: { key: `login:ip:${clientKey(ip)}`, limit: policy.loginFailuresPerIp, windowMs: policy.windowMs },
    account: [
      { key: `mfa:account:${userId}:${clientKey(ip)}`, limit: policy.loginFailuresPerAccount, windowMs: policy.windowMs },
      { key: `mfa:user:${userId}`, limit: policy.loginFailuresPerIp, windowMs: policy.windowMs },
    ] satisfies RateRule[],
  });

  return {
    /** Does this user sign in with a second step (confirmed codes)? */
    hasCodes: async (userId: string): Promise<boolean> => Boolean(await confirmedTotp(userId).select('user_id')),

    /** REQUIRE_MFA_FOR names the user's category and nothing holds a second factor yet: the session must set one up. */
    needsSetup: async (u: Pick<CurrentUser, 'id' | 'category'>): Promise<boolean> =>
      policyCovers(deps.requiredFor, u.category) && !(await hasSecondFactor(deps.db, u.id)),

    status: async (u: CurrentUser): Promise<MfaStatusResponse> => {
      const enabled = Boolean(await confirmedTotp(u.id).select('user_id'));
      const left = enabled ? await UserRecoveryCode.query(deps.db).where({ user_id: u.id }).whereNull('used_at').resultSize() : 0;
      return { enabled, recovery_codes_left: left, required: policyCovers(deps.requiredFor, u.category) };
    },

    /** Turning on, first step: a new secret for this user, unconfirmed, replacing an earlier unconfirmed one. */
    startSetup: async (request: SignedInRequest, input: IdentityConfirmationInput): Promise<MfaSetupResponse> => {
      const u = request.user;
      const row = await user(u.id);
      if (await confirmedTotp(u.id).select('user_id')) throw conflict(mfaMessages.alreadyOn);
      await confirm(request, input);
      const secret = newTotpSecret();
      await UserTotp.query(deps.db)
        .insert({
          user_id: u.id,
          secret_encrypted: box.seal(secret, u.id),
          created_at: deps.clock.now(),
          confirmed_at: null,
          last_used_step: null,
        })
        .onConflict('user_id')
        .merge();
      const url = otpauthUrl(secret, row.email);
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauth_url: url, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Turning on, second step: a code of the new secret; answers the recovery codes (stored hashed) and mails the user. */
    confirmSetup: async (u: CurrentUser, code: string, ip: string, userAgent?: string): Promise<string[]> => {
      const row = await user(u.id);
      const totp = await UserTotp.query(deps.db).findById(u.id);
      if (!totp) throw badRequest(mfaMessages.notStarted);
      if (totp.confirmed_at) throw conflict(mfaMessages.alreadyOn);
      const reservation = await passwordLimits.beforePasswordCheck(u.id);
      if (!(await acceptTotp(totp, code.replace(/\s/g, '')))) {
        logAuthEvent(deps.logger, 'mfa.failed', { userId: u.id, ip, reason: 'wrong-code' });
        throw codeInvalid();
      }
      await reservation.release();
      const codes = newRecoveryCodes();
      await deps.db.transaction(async (trx) => {
        const confirmed = await UserTotp.query(trx).findById(u.id).whereNull('confirmed_at').patch({ confirmed_at: deps.clock.now() });
        if (confirmed !== 1) throw conflict(mfaMessages.alreadyOn);
        await UserRecoveryCode.query(trx).where({ user_id: u.id }).delete();
        await UserRecoveryCode.query(trx).insert(codes.map((c) => ({ user_id: u.id, code_hash: hashRecoveryCode(c) })));
        await deps.mailer.send(trx, row.email, mfaOnEmail({ publicUrl: deps.publicUrl, firstName: row.first_name }));
      });
      await recordAuthEvent(deps, 'mfa.enabled', { userId: u.id, ip, userAgent });
      return codes;
    },

    /** Turns codes off with the current password or a passkey and mails the user; refused while the policy has no other factor to rely on. */
    disable: async (request: SignedInRequest, input: IdentityConfirmationInput): Promise<void> => {
      const { user: u, ip, userAgent } = request;
      const row = await user(u.id);
      if (!(await confirmedTotp(u.id).select('user_id'))) throw conflict(mfaMessages.notOn);
      await confirm(request, input);
      await deps.db.transaction(async (trx) => {
        await UserTotp.query(trx).findById(u.id).delete();
        await UserRecoveryCode.query(trx).where({ user_id: u.id }).delete();
        if (policyCovers(deps.requiredFor, u.category) && !(await hasSecondFactor(trx, u.id))) {
          throw conflict(mfaMessages.requiredByPolicy);
        }
        await deps.mailer.send(trx, row.email, mfaOffEmail({ publicUrl: deps.publicUrl, firstName: row.first_name }));
      });
      await recordAuthEvent(deps, 'mfa.disabled', { userId: u.id, ip, userAgent });
    },

    /**
     * Ten new recovery codes in place of the old ones (used or not), in one transaction with the
     * user's mail; answers them, this once. Needs codes on and a confirmation, as turning them off does.
     */
    regenerateRecoveryCodes: async (request: SignedInRequest, input: IdentityConfirmationInput): Promise<string[]> => {
      const { user: u, ip, userAgent } = request;
      const row = await user(u.id);
      if (!(await confirmedTotp(u.id).select('user_id'))) throw conflict(mfaMessages.notOn);
      await confirm(request, input);
      const codes = newRecoveryCodes();
      await deps.db.transaction(async (trx) => {
        // Codes turned off meanwhile get no new recovery codes.
        if (!(await UserTotp.query(trx).findById(u.id).whereNotNull('confirmed_at').forUpdate())) throw conflict(mfaMessages.notOn);
        await UserRecoveryCode.query(trx).where({ user_id: u.id }).delete();
        await UserRecoveryCode.query(trx).insert(codes.map((c) => ({ user_id: u.id, code_hash: hashRecoveryCode(c) })));
        await deps.mailer.send(trx, row.email, recoveryCodesRegeneratedEmail({ publicUrl: deps.publicUrl, firstName: row.first_name }));
      });
      await recordAuthEvent(deps, 'mfa.recovery-codes-regenerated', { userId: u.id, ip, userAgent });
      return codes;
    },

    /**
     * The sign-in's second step for a user whose password was right: a code of the confirmed secret
     * (its time-step never accepted before) or an unused recovery code. Failures are counted before
     * the check and given back on success, as the password's are; past the client address's budget
     * a right code still passes and a wrong one is the 429.
     */
    verifySecondStep: async (userId: string, typed: string, ip: string, userAgent?: string): Promise<void> => {
      const rules = codeRules(userId, ip);
      const reservation = await limiter.consume(rules.account);
      const perIp = await limiter.tryConsume([rules.perIp]);
      const totp = await confirmedTotp(userId);
      const code = typed.replace(/\s/g, '');
      const byCode = totp !== undefined && (await acceptTotp(totp, code));
      const byRecovery = !byCode && totp !== undefined && (await acceptRecoveryCode(userId, code));
      if (!byCode && !byRecovery) {
        await recordAuthEvent(deps, 'login.failed', { userId, ip, userAgent, reason: 'wrong-code' });
        if (!perIp) throw tooManyRequests(await limiter.retryAfter([rules.perIp]));
        throw codeInvalid();
      }
      await reservation.release();
      await perIp?.release();
      await recordAuthEvent(deps, 'login.second-step', { userId, ip, userAgent, secondStep: byCode ? 'one-time code' : 'recovery code' });
    },
  };
};

export type MfaService = ReturnType<typeof createMfaService>;

import { endpoint } from '../endpoint';
import { messageResponseSchema } from '../message-response';
import { messages, mfaMessages } from '../messages/index';
import {
  mfaCodeSchema,
  mfaConfirmResponseSchema,
  mfaRecoveryCodesResponseSchema,
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
} from '../mfa';
import { passkeyMessages } from '../messages/passkeys';
import { identityConfirmationSchema } from '../passkeys';
import { userResponseSchema } from '../user';

const m = mfaMessages;
const a = messages.auth;
const p = passkeyMessages;
/** What a confirmation (the current password or a passkey) may be refused with. */
const confirmationErrors = [
  p.confirmationRequired,
  a.currentPasswordIncorrect,
  p.verificationFailed,
  p.challengeExpired,
  a.tooManyRequests,
];

/**
 * Two-step verification with one-time codes (issue #27 items 4-6, docs/decisions/031): the sign-in's
 * second step, and turning codes on and off from settings or the setup page. A session that
 * REQUIRE_MFA_FOR holds may use these (`duringMfaSetup`) and nothing else but the session read.
 */
export const mfaEndpoints = {
  /** The second step of a password sign-in: a code or a recovery code for the pending sign-in; then exactly the password sign-in's session. */
  loginWithCode: endpoint({
    method: 'POST',
    path: '/api/login/code',
    role: 'any',
    body: mfaCodeSchema,
    response: userResponseSchema,
    errors: [m.codeInvalid, m.pendingExpired, a.tooManyRequests],
  }),
  /** Whether the signed-in user has codes on. */
  getMfaStatus: endpoint({
    method: 'GET',
    path: '/api/mfa',
    role: 'signed-in',
    response: mfaStatusResponseSchema,
    duringMfaSetup: true,
  }),
  /**
   * Turning codes on, first step: the current password or a passkey (or one given in the last 5 minutes),
   * then a new secret (replacing an unconfirmed one) as text and QR code.
   */
  startMfaSetup: endpoint({
    method: 'POST',
    path: '/api/mfa/setup',
    role: 'signed-in',
    body: identityConfirmationSchema,
    response: mfaSetupResponseSchema,
    errors: [m.alreadyOn, ...confirmationErrors],
    duringMfaSetup: true,
  }),
  /** Turning codes on, second step: a code from the new secret; answers the ten recovery codes, this once, and mails the user. */
  confirmMfaSetup: endpoint({
    method: 'POST',
    path: '/api/mfa/confirm',
    role: 'signed-in',
    body: mfaCodeSchema,
    response: mfaConfirmResponseSchema,
    errors: [m.codeInvalid, m.notStarted, m.alreadyOn, a.tooManyRequests],
    duringMfaSetup: true,
  }),
  /** Turns codes off with the current password or a passkey (as the setup) and mails the user; refused while the policy needs them. */
  disableMfa: endpoint({
    method: 'POST',
    path: '/api/mfa/disable',
    role: 'signed-in',
    body: identityConfirmationSchema,
    response: messageResponseSchema,
    errors: [m.notOn, m.requiredByPolicy, ...confirmationErrors],
  }),
  /**
   * Replaces the ten recovery codes with ten new ones (the old ones stop working) after the current
   * password or a passkey; answers the new ones, this once, and mails the user.
   */
  regenerateRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/mfa/recovery-codes',
    role: 'signed-in',
    body: identityConfirmationSchema,
    response: mfaRecoveryCodesResponseSchema,
    errors: [m.notOn, ...confirmationErrors],
  }),
};

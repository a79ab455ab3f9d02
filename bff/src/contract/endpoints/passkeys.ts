import { endpoint } from '../endpoint';
import { messageResponseSchema } from '../message-response';
import { messages } from '../messages/index';
import { passkeyMessages } from '../messages/passkeys';
import {
  passkeyCreationOptionsSchema,
  passkeyIdParamsSchema,
  passkeyListResponseSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRequestOptionsSchema,
  passkeyResponseSchema,
  passkeySignInSchema,
  registerPasskeySchema,
  removePasskeySchema,
  renamePasskeySchema,
} from '../passkeys';
import { userResponseSchema } from '../user';

const m = passkeyMessages;

/** A signed-in user's own passkeys (issue #27 items 1 and 6; product §2.22, §4.6, §7): any category. */
export const passkeySettingsEndpoints = {
  listPasskeys: endpoint({
    method: 'GET',
    path: '/api/passkeys',
    role: 'signed-in',
    response: passkeyListResponseSchema,
    duringMfaSetup: true,
  }),
  /**
   * Options for an assertion that confirms the user (one of their own passkeys), to send as `assertion`
   * with a registration or a removal; bound to this session, single-use, 5 minutes.
   */
  passkeyConfirmationOptions: endpoint({
    method: 'POST',
    path: '/api/passkeys/confirmation-options',
    role: 'signed-in',
    response: passkeyRequestOptionsSchema,
    errors: [m.noPasskeys],
  }),
  /** Options to create a passkey; needs the current password or a passkey assertion, unless one was given in the last 5 minutes. */
  passkeyRegistrationOptions: endpoint({
    method: 'POST',
    duringMfaSetup: true,
    path: '/api/passkeys/registration-options',
    role: 'signed-in',
    body: passkeyRegistrationOptionsSchema,
    response: passkeyCreationOptionsSchema,
    errors: [
      m.confirmationRequired,
      messages.auth.currentPasswordIncorrect,
      m.verificationFailed,
      m.challengeExpired,
      m.tooMany,
      messages.auth.tooManyRequests,
    ],
  }),
  /** Verifies the authenticator's answer to this session's registration options and stores the passkey; mails the user. */
  registerPasskey: endpoint({
    method: 'POST',
    duringMfaSetup: true,
    path: '/api/passkeys',
    role: 'signed-in',
    body: registerPasskeySchema,
    response: passkeyResponseSchema,
    status: 201,
    errors: [m.challengeExpired, m.verificationFailed, m.alreadyRegistered, m.tooMany],
  }),
  renamePasskey: endpoint({
    method: 'PUT',
    path: '/api/passkeys/:id',
    role: 'signed-in',
    params: passkeyIdParamsSchema,
    body: renamePasskeySchema,
    response: passkeyResponseSchema,
    errors: [m.notFound],
  }),
  /** Removes one of the user's passkeys; needs the current password or a passkey, as registering does. Mails the user. */
  removePasskey: endpoint({
    method: 'POST',
    path: '/api/passkeys/:id/remove',
    role: 'signed-in',
    params: passkeyIdParamsSchema,
    body: removePasskeySchema,
    response: messageResponseSchema,
    errors: [
      m.notFound,
      m.lastFactorRequired,
      m.confirmationRequired,
      messages.auth.currentPasswordIncorrect,
      m.verificationFailed,
      m.challengeExpired,
      messages.auth.tooManyRequests,
    ],
  }),
};

/** Sign-in with a passkey (issue #27 item 2; product §2.3, §7), open to everyone. */
export const passkeySignInEndpoints = {
  /** Options for a discoverable-credential assertion; the challenge is bound to a 5-minute cookie of this browser. */
  passkeySignInOptions: endpoint({
    method: 'POST',
    path: '/api/login/passkey-options',
    role: 'any',
    response: passkeyRequestOptionsSchema,
    errors: [messages.auth.tooManyRequests],
  }),
  /** Signs in as a password sign-in does (same session, cookie, answer and limits). */
  passkeySignIn: endpoint({
    method: 'POST',
    path: '/api/login/passkey',
    role: 'any',
    body: passkeySignInSchema,
    response: userResponseSchema,
    errors: [m.challengeExpired, m.verificationFailed, m.unknownPasskey, messages.auth.emailNotVerified, messages.auth.tooManyRequests],
  }),
};

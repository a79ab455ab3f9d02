import * as v from 'valibot';
import { PASSWORD_MAX } from './constants';
import { messages } from './messages/index';
import { passkeyMessages } from './messages/passkeys';
import { responseSchema } from './response-schema';

const m = passkeyMessages;

/** Longest name of a passkey (product §5.12). */
export const PASSKEY_NAME_MAX = 64;

/** A passkey's name: trimmed, 1 to 64 characters (product §5.12). */
export const passkeyName = v.pipe(
  v.string(m.nameRequired),
  v.trim(),
  v.nonEmpty(m.nameRequired),
  v.maxLength(PASSKEY_NAME_MAX, m.nameTooLong),
);

/** base64url as WebAuthn's JSON encodes binary fields, at most `max` characters; anything else is no response. */
const base64url = (max: number) =>
  v.pipe(v.string(m.responseInvalid), v.maxLength(max, m.responseInvalid), v.regex(/^[A-Za-z0-9_-]*={0,2}$/, m.responseInvalid));

const credentialId = base64url(1400);
const clientExtensionResults = v.optional(v.looseObject({}), {});
const authenticatorAttachment = v.optional(v.picklist(['platform', 'cross-platform'], m.responseInvalid));
/** The browser's names for how an authenticator is reached; unknown ones are kept (a newer browser may send them). */
const transports = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(m.responseInvalid), v.maxLength(32, m.responseInvalid)), m.responseInvalid),
    v.maxLength(10, m.responseInvalid),
  ),
);

/** What `navigator.credentials.create()` answers, as SimpleWebAuthn's browser package hands it over (RegistrationResponseJSON). */
export const registrationResponseSchema = v.object(
  {
    id: credentialId,
    rawId: credentialId,
    type: v.literal('public-key', m.responseInvalid),
    response: v.object(
      {
        clientDataJSON: base64url(4000),
        attestationObject: base64url(12000),
        authenticatorData: v.optional(base64url(8000)),
        transports,
        publicKeyAlgorithm: v.optional(v.pipe(v.number(m.responseInvalid), v.integer(m.responseInvalid))),
        publicKey: v.optional(base64url(4000)),
      },
      m.responseInvalid,
    ),
    authenticatorAttachment,
    clientExtensionResults,
  },
  m.responseInvalid,
);

export type RegistrationResponseInput = v.InferOutput<typeof registrationResponseSchema>;

/** What `navigator.credentials.get()` answers (AuthenticationResponseJSON). */
export const authenticationResponseSchema = v.object(
  {
    id: credentialId,
    rawId: credentialId,
    type: v.literal('public-key', m.responseInvalid),
    response: v.object(
      {
        clientDataJSON: base64url(4000),
        authenticatorData: base64url(8000),
        signature: base64url(2000),
        userHandle: v.optional(base64url(200)),
      },
      m.responseInvalid,
    ),
    authenticatorAttachment,
    clientExtensionResults,
  },
  m.responseInvalid,
);
export type AuthenticationResponseInput = v.InferOutput<typeof authenticationResponseSchema>;

/**
 * What confirms that the person at a signed-in session is its user (issue #27 item 6), for adding or
 * removing a passkey, turning codes on or off, and a new e-mail or password: the current password,
 * or an assertion of one of their passkeys against a `confirm` challenge (POST
 * /api/passkeys/confirmation-options). The sign-in-security actions also take one given in the same
 * session a few minutes before (services/auth/confirm-identity.ts).
 */
export const identityConfirmation = {
  currentPassword: v.optional(
    v.pipe(v.string(messages.validation.currentPasswordRequired), v.maxLength(PASSWORD_MAX, messages.validation.passwordTooLong)),
  ),
  assertion: v.optional(authenticationResponseSchema),
};
export const identityConfirmationSchema = v.object(identityConfirmation);
export type IdentityConfirmationInput = v.InferOutput<typeof identityConfirmationSchema>;

/** POST /api/passkeys/registration-options. */
export const passkeyRegistrationOptionsSchema = identityConfirmationSchema;
/** POST /api/passkeys: the authenticator's answer to the registration options, and the name the user gave. */
export const registerPasskeySchema = v.object({ attestation: registrationResponseSchema, name: passkeyName });
export type RegisterPasskeyInput = v.InferOutput<typeof registerPasskeySchema>;
/** PUT /api/passkeys/:id. */
export const renamePasskeySchema = v.object({ name: passkeyName });
/** POST /api/passkeys/:id/remove. */
export const removePasskeySchema = identityConfirmationSchema;
/**
 * The forms that ask for the current password (product §5.12, §2.22): adding or removing a passkey,
 * turning codes on or off. A passkey instead sends `assertion` without these.
 */
const currentPassword = v.pipe(
  v.string(messages.validation.currentPasswordRequired),
  v.nonEmpty(messages.validation.currentPasswordRequired),
  v.maxLength(PASSWORD_MAX, messages.validation.passwordTooLong),
);
export const addPasskeyFormSchema = v.object({ name: passkeyName, currentPassword });
export const currentPasswordFormSchema = v.object({ currentPassword });
/** POST /api/login/passkey. */
export const passkeySignInSchema = v.object({ assertion: authenticationResponseSchema });
export type PasskeySignInInput = v.InferOutput<typeof passkeySignInSchema>;
/** The path parameters of a route on one passkey. */
export const passkeyIdParamsSchema = v.object({ id: v.pipe(v.string(m.notFound), v.uuid(m.notFound)) });

/** A passkey as its owner's settings list it: never its key or counter. */
export const passkeySchema = responseSchema((v) =>
  v.object({
    id: v.string(),
    name: v.string(),
    created_at: v.string(),
    /** Null until it signs in or confirms once. */
    last_used_at: v.nullable(v.string()),
  }),
);
export type PasskeySummary = v.InferOutput<typeof passkeySchema>;
export const passkeyListResponseSchema = responseSchema((v) => v.object({ passkeys: v.array(passkeySchema) }));
export type PasskeyListResponse = v.InferOutput<typeof passkeyListResponseSchema>;
export const passkeyResponseSchema = responseSchema((v) => v.object({ message: v.string(), passkey: passkeySchema }));

/** PublicKeyCredentialCreationOptionsJSON, as SimpleWebAuthn's server makes it and its browser package takes it. */
export const passkeyCreationOptionsSchema = responseSchema((v) =>
  v.looseObject({
    challenge: v.string(),
    rp: v.looseObject({ id: v.optional(v.string()), name: v.string() }),
    user: v.looseObject({ id: v.string(), name: v.string(), displayName: v.string() }),
    pubKeyCredParams: v.array(v.looseObject({ alg: v.number(), type: v.string() })),
  }),
);
export type PasskeyCreationOptions = v.InferOutput<typeof passkeyCreationOptionsSchema>;
/** PublicKeyCredentialRequestOptionsJSON. */
export const passkeyRequestOptionsSchema = responseSchema((v) =>
  v.looseObject({
    challenge: v.string(),
    rpId: v.optional(v.string()),
    allowCredentials: v.optional(v.array(v.looseObject({ id: v.string(), type: v.string() }))),
  }),
);
export type PasskeyRequestOptions = v.InferOutput<typeof passkeyRequestOptionsSchema>;

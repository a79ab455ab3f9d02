import * as v from 'valibot';
import { mfaMessages } from './messages/index';
import { responseSchema } from './response-schema';
import { currentUserSchema } from './user';

const m = mfaMessages;

/** How many recovery codes a user gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

// Turning codes on (its first step) and off take `identityConfirmationSchema` (contract/passkeys.ts):
// the current password or a passkey (issue #27 item 6).

/** A 6-digit code from the app, or a recovery code (spaces and dashes are ignored by the bff). */
export const mfaCodeSchema = v.object({
  code: v.pipe(v.string(m.codeRequired), v.trim(), v.minLength(1, m.codeRequired), v.maxLength(32, m.codeTooLong)),
});
export type MfaCodeInput = v.InferOutput<typeof mfaCodeSchema>;

/** GET /api/mfa: whether codes are on, how many recovery codes are left, and whether the policy holds the account. */
export const mfaStatusResponseSchema = responseSchema((v) =>
  v.object({
    enabled: v.boolean(),
    recovery_codes_left: v.number(),
    /** REQUIRE_MFA_FOR names the user's category: codes cannot be turned off while nothing else is a second factor. */
    required: v.boolean(),
  }),
);
export type MfaStatusResponse = v.InferOutput<typeof mfaStatusResponseSchema>;

/** POST /api/mfa/setup: the new secret, as text and as an `otpauth://` URI drawn as a QR code (an SVG data URL). */
export const mfaSetupResponseSchema = responseSchema((v) => v.object({ secret: v.string(), otpauth_url: v.string(), qr_code: v.string() }));
export type MfaSetupResponse = v.InferOutput<typeof mfaSetupResponseSchema>;

/** POST /api/mfa/confirm: codes are on; the recovery codes are shown this once. `user` is the session's user after it. */
export const mfaConfirmResponseSchema = responseSchema((v) =>
  v.object({ message: v.string(), recovery_codes: v.array(v.string()), user: currentUserSchema }),
);
export type MfaConfirmResponse = v.InferOutput<typeof mfaConfirmResponseSchema>;

/** POST /api/mfa/recovery-codes: ten new recovery codes in place of the old ones, shown this once. */
export const mfaRecoveryCodesResponseSchema = responseSchema((v) => v.object({ message: v.string(), recovery_codes: v.array(v.string()) }));
export type MfaRecoveryCodesResponse = v.InferOutput<typeof mfaRecoveryCodesResponseSchema>;

/**
 * POST /api/login: `{ user }` (signed in), or, for an account with codes, `{ second_step: 'code' }`:
 * the password was right, no session exists yet, and POST /api/login/code finishes the sign-in.
 */
export const loginResponseSchema = responseSchema((v) =>
  v.union([v.object({ user: currentUserSchema }), v.object({ second_step: v.literal('code') })]),
);
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

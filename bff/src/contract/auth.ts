import * as v from 'valibot';
import { PASSWORD_MAX } from './constants';
import { email, id, newPassword, personName, strongPassword } from './fields';
import { messages } from './messages/index';
import { identityConfirmation } from './passkeys';

const m = messages.validation;

export const loginSchema = v.object({
  email: email(),
  password: v.pipe(v.string(m.passwordRequired), v.minLength(1, m.passwordRequired), v.maxLength(PASSWORD_MAX, m.passwordTooLong)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const registerSchema = v.object({
  first_name: personName(m.firstNameRequired, m.firstNameTooLong),
  last_name: personName(m.lastNameRequired, m.lastNameTooLong),
  email: email(),
  password: strongPassword,
  country_id: id(m.countryRequired),
});
export type RegisterInput = v.InferOutput<typeof registerSchema>;

export const resendVerificationSchema = v.object({ email: email() });
export type ResendVerificationInput = v.InferOutput<typeof resendVerificationSchema>;

export const requestPasswordResetSchema = v.object({ email: email() });
export type RequestPasswordResetInput = v.InferOutput<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = v.object({
  token: id(m.resetTokenMissing),
  newPassword,
});
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

/** The reset form on the client: the API body plus a confirmation that must match. */
export const resetPasswordFormSchema = v.pipe(
  v.object({ newPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.newPassword === i.confirmPassword, m.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);
export type ResetPasswordFormInput = v.InferOutput<typeof resetPasswordFormSchema>;

export const verifyEmailQuerySchema = v.object({ token: id(messages.auth.verificationMissingToken) });

export const memberSettingsSchema = v.object({
  first_name: personName(m.firstNameRequired, m.firstNameTooLong),
  last_name: personName(m.lastNameRequired, m.lastNameTooLong),
  email: email(m.settingsEmailInvalid),
  country_id: id(m.settingsCountryRequired),
  /** Left out of the request when blank (product §5). */
  password: v.optional(newPassword),
  /**
   * The current password or a passkey's `assertion` (identityConfirmation), required by the server
   * when the e-mail or the password changes (issue #9: a stolen session must not be enough to take
   * the account over; issue #27 item 6); name and country changes need none.
   */
  ...identityConfirmation,
});
export type MemberSettingsInput = v.InferOutput<typeof memberSettingsSchema>;

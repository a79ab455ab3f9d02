import * as v from 'valibot';
import { EMAIL_MAX, ID_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { messages } from './messages/index';

const m = messages.validation;

/** Building blocks shared by the request schemas. */
export const email = (message: string = m.emailInvalid) =>
  v.pipe(v.string(m.emailRequired), v.trim(), v.nonEmpty(m.emailRequired), v.maxLength(EMAIL_MAX, message), v.email(message));

export const personName = (required: string, tooLong: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(NAME_MAX, tooLong));

/** A new password as sign-up requires it (product §5). */
export const strongPassword = v.pipe(
  v.string(m.passwordMin),
  v.minLength(PASSWORD_MIN, m.passwordMin),
  v.maxLength(PASSWORD_MAX, m.passwordTooLong),
  // Each class is looked for on its own: one unanchored regex of three `.*` lookaheads is quadratic,
  // and valibot runs it even past maxLength (a 100,000-character password held the event loop 10 s).
  v.check((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), m.passwordComplexity),
);

/** A new password as reset and settings require it (product §5: at least 8 characters long). */
export const newPassword = v.pipe(
  v.string(m.resetPasswordMin),
  v.minLength(PASSWORD_MIN, m.resetPasswordMin),
  v.maxLength(PASSWORD_MAX, m.passwordTooLong),
);

/** An id or token; one longer than any we make is no id, and is refused with the same message. */
export const id = (message: string = messages.required) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(ID_MAX, message));

import {
  loginSchema,
  registerSchema,
  requestPasswordResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailQuerySchema,
} from '../auth';
import { endpoint } from '../endpoint';
import { messageResponseSchema } from '../message-response';
import { loginResponseSchema } from '../mfa';
import { messages } from '../messages/index';
import { verifyEmailResponseSchema } from '../user';

const m = messages.auth;

/**
 * The account forms' calls: sign-in, sign-up, e-mail verification and password reset (product §4,
 * §7), open to everyone. Sign-out is in `session.ts`; the sign-in's second step in `mfa.ts`.
 */
export const authEndpoints = {
  /** Signs in under a fresh session id; an unverified account is refused with its own message (product §8). */
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    role: 'any',
    body: loginSchema,
    response: loginResponseSchema,
    errors: [m.invalidCredentials, m.emailNotVerified, m.tooManyRequests],
  }),
  /** Creates an unverified account and mails its link; the same answer for an address already taken. */
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    role: 'any',
    body: registerSchema,
    response: messageResponseSchema,
    status: 201,
    errors: [m.tooManyRequests],
  }),
  /** Mails a new link; the same answer whether or not the account exists. */
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/resend-verification',
    role: 'any',
    body: resendVerificationSchema,
    response: messageResponseSchema,
    errors: [m.tooManyRequests],
  }),
  /** Consumes the link's token; signs in only the browser that signed up (product §4, issue #23). */
  verifyEmail: endpoint({
    method: 'GET',
    path: '/api/verify-email',
    role: 'any',
    query: verifyEmailQuerySchema,
    response: verifyEmailResponseSchema,
    errors: [m.verificationInvalid],
  }),
  /** Mails a reset link; the same answer whether or not the address has an account. */
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/request-password-reset',
    role: 'any',
    body: requestPasswordResetSchema,
    response: messageResponseSchema,
    errors: [m.tooManyRequests],
  }),
  /** Sets the new password with the mailed token and ends every session of the account. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    role: 'any',
    body: resetPasswordSchema,
    response: messageResponseSchema,
    errors: [m.resetInvalid, m.tooManyRequests],
  }),
};

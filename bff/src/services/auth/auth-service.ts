import { recordAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import { createLogin } from './login';
import { mailAllowance } from './mail-allowance';
import { createRequestPasswordReset, createResetPassword } from './password-reset';
import { createRateLimiter } from './rate-limiter';
import { defaultRateLimitPolicy } from './rate-limits';
import { createRegister } from './register';
import { createUpdateSettings } from './settings';
import { settingsLimits } from './settings-limits';
import { createResendVerification, createVerifyEmail } from './verification';

/** Every account flow of issue #4, built once from its dependencies. */
export const createAuthService = (deps: AuthDeps) => {
  const policy = deps.rateLimits ?? defaultRateLimitPolicy;
  const limiter = createRateLimiter({ db: deps.db, clock: deps.clock });
  const mails = mailAllowance(limiter, policy);
  return {
    register: createRegister(deps, limiter, policy, mails),
    login: createLogin(deps, limiter, policy),
    resendVerification: createResendVerification(deps, limiter, policy, mails),
    verifyEmail: createVerifyEmail(deps),
    requestPasswordReset: createRequestPasswordReset(deps, limiter, policy, mails),
    resetPassword: createResetPassword(deps, limiter, policy),
    updateSettings: createUpdateSettings(deps, settingsLimits(limiter, deps.settingsLimits)),
    loggedOut: (userId: string | undefined, ip: string, userAgent?: string) => recordAuthEvent(deps, 'logout', { userId, ip, userAgent }),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

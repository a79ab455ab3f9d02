import type { Context } from 'koa';
import { VERIFICATION_TTL_MS } from '../services/auth/tokens';

export const SIGNUP_COOKIE = 'nl.signup';
/** The cookie's name when PUBLIC_URL is https (the session cookie's rule, sessions/middleware.ts). */
export const HOST_SIGNUP_COOKIE = `__Host-${SIGNUP_COOKIE}`;

export const signupCookieName = (secure: boolean): string => (secure ? HOST_SIGNUP_COOKIE : SIGNUP_COOKIE);

const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', secure, signed: false, overwrite: true }) as const;

/**
 * The sign-up's nonce, held by the browser that chose the password for as long as its
 * verification link lives: opening the link signs in only this browser (decision 016).
 */
export const setSignupCookie = (ctx: Context, nonce: string, secure: boolean): void => {
  ctx.cookies.set(signupCookieName(secure), nonce, { ...options(secure), maxAge: VERIFICATION_TTL_MS });
};

export const signupCookie = (ctx: Context, secure: boolean): string | undefined =>
  ctx.cookies.get(signupCookieName(secure), { signed: false }) || undefined;

export const clearSignupCookie = (ctx: Context, secure: boolean): void => {
  ctx.cookies.set(signupCookieName(secure), null, options(secure));
};

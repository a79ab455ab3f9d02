import { createHash } from 'node:crypto';
import type { Context } from 'koa';

export const PENDING_LOGIN_COOKIE = 'nl.mfa';
/** Over https, `__Host-` as the session cookie (sessions/middleware.ts). */
export const pendingLoginCookieName = (secure: boolean): string => (secure ? `__Host-${PENDING_LOGIN_COOKIE}` : PENDING_LOGIN_COOKIE);

/** How long the second step may wait after the right password. */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;

const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', secure, signed: true, overwrite: true }) as const;

/** Ties a pending sign-in to the password it proved: a password changed or reset meanwhile voids it. */
const passwordTag = (passwordHash: string): string => createHash('sha256').update(passwordHash, 'utf8').digest('base64url').slice(0, 22);

/**
 * A sign-in whose password was right and whose second step is due (issue #27 item 4): no session
 * yet, only this HttpOnly cookie, signed with the session keys (koa's keygrip), naming the user,
 * when it ends and a tag of the password hash. It holds no secret; forging one needs the keys.
 */
export const setPendingLogin = (ctx: Context, user: { id: string; password: string }, now: Date, secure: boolean): void => {
  const expires = now.getTime() + PENDING_LOGIN_TTL_MS;
  ctx.cookies.set(pendingLoginCookieName(secure), `${user.id}.${expires}.${passwordTag(user.password)}`, {
    ...options(secure),
    maxAge: PENDING_LOGIN_TTL_MS,
  });
};

export interface PendingLogin {
  userId: string;
  /** Does this password hash still match the one the sign-in proved? */
  samePassword(passwordHash: string): boolean;
}

/** The pending sign-in of this browser, or undefined when it has none, a forged one or one past its 5 minutes. */
export const pendingLogin = (ctx: Context, now: Date, secure: boolean): PendingLogin | undefined => {
  const value = ctx.cookies.get(pendingLoginCookieName(secure), { signed: true });
  const match = value ? /^([0-9a-f-]{36})\.(\d{1,16})\.([\w-]{22})$/.exec(value) : null;
  if (!match) return undefined;
  const [, userId, expires, tag] = match as unknown as [string, string, string, string];
  if (Number(expires) <= now.getTime()) return undefined;
  return { userId, samePassword: (hash) => passwordTag(hash) === tag };
};

export const clearPendingLogin = (ctx: Context, secure: boolean): void => {
  ctx.cookies.set(pendingLoginCookieName(secure), null, options(secure));
};

import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import { SIGNED_IN_HINT_COOKIE } from '../contract/paths';
import { newSessionId } from './ids';
import { cookieKeys } from './keys';
import { sessionStore, type SessionLifetime } from './store';

export const SESSION_COOKIE = 'nl.sid';
/** The cookie's name when PUBLIC_URL is https. */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Over https the cookie carries the `__Host-` prefix: browsers then accept it only Secure, with
 * Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? HOST_SESSION_COOKIE : SESSION_COOKIE);

/** Cookie sessions backed by http_sessions: httpOnly, SameSite=Lax, signed, Secure over https. */
export const sessions = (
  app: Koa,
  db: Knex,
  clock: Clock,
  options: { keys: string[]; secure: boolean; lifetime: SessionLifetime },
): Koa.Middleware => {
  app.keys = cookieKeys(options.keys) as unknown as Koa['keys'];
  const store = sessionStore(db, clock, options.lifetime);
  const middleware = session(
    {
      // cookies' default path is '/' and no domain is ever set: what the __Host- prefix demands.
      key: sessionCookieName(options.secure),
      maxAge: options.lifetime.absoluteMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      genid: newSessionId,
      store: store as never,
    },
    app,
  ) as Koa.Middleware;
  return async (ctx, next) => {
    // Behind the TLS-terminating proxy the socket is plain http; PUBLIC_URL says what the browser sees.
    if (options.secure) ctx.cookies.secure = true;
    ctx.state.user ??= null;
    // Only a session that was read says whether the visitor is signed in: with the database
    // away it could not be, and clearing the hint would show the user as signed out (issue #9 item 9).
    let read = false;
    try {
      await middleware(ctx, () => {
        read = true;
        return next();
      });
    } finally {
      if (read) syncSignedInHint(ctx, options.secure, options.lifetime.absoluteMs);
    }
  };
};

/** Keeps the readable signed-in hint in step with the session (set at sign-in, cleared once it has no user). */
const syncSignedInHint = (ctx: Koa.Context, secure: boolean, maxAge: number): void => {
  const signedIn = Boolean(ctx.session?.userId);
  const hinted = ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false }) === '1';
  if (signedIn === hinted) return;
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : null, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    signed: false,
    overwrite: true,
    ...(signedIn ? { maxAge } : {}),
  });
};

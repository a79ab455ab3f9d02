import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import { SIGNED_IN_HINT_COOKIE } from '../contract/paths';
import { newSessionId } from './ids';
import { SESSION_TTL_MS, sessionStore } from './store';

export const SESSION_COOKIE = 'nl.sid';

/** Cookie sessions backed by http_sessions: httpOnly, SameSite=Lax, signed, Secure over https. */
export const sessions = (app: Koa, db: Knex, clock: Clock, options: { keys: string[]; secure: boolean }): Koa.Middleware => {
  app.keys = options.keys;
  const store = sessionStore(db, clock);
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_TTL_MS,
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
      if (read) syncSignedInHint(ctx, options.secure);
    }
  };
};

/** Keeps the readable signed-in hint in step with the session (set at sign-in, cleared once it has no user). */
const syncSignedInHint = (ctx: Koa.Context, secure: boolean): void => {
  const signedIn = Boolean(ctx.session?.userId);
  const hinted = ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false }) === '1';
  if (signedIn === hinted) return;
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : null, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    signed: false,
    overwrite: true,
    ...(signedIn ? { maxAge: SESSION_TTL_MS } : {}),
  });
};

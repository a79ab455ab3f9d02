import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
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
    return middleware(ctx, next);
  };
};

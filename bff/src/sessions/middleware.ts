import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import { SIGNED_IN_HINT_COOKIE } from '../contract/paths';
import { syncUserVisitorId } from '../services/releases/visitor';
import { RequestSession, type SessionCookie } from './context';
import { newSessionId } from './ids';
import type { JoinedRead } from './joined-read';
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

const REQUEST_SESSION = Symbol('requestSession');
type WithSession = Koa.Context & { [REQUEST_SESSION]?: RequestSession };

/** `ctx.session` on every context of the app: the request's session, or null once ended. */
const defineSessionProperty = (app: Koa) => {
  if (Object.getOwnPropertyDescriptor(app.context, 'session')) return;
  Object.defineProperty(app.context, 'session', {
    get(this: WithSession) {
      const session = this[REQUEST_SESSION];
      if (!session) throw new Error('Session middleware is not mounted');
      return session.get();
    },
    set(this: WithSession, value: Record<string, unknown> | null) {
      const session = this[REQUEST_SESSION];
      if (!session) throw new Error('Session middleware is not mounted');
      session.set(value);
    },
  });
};

/**
 * Cookie sessions backed by http_sessions: httpOnly, SameSite=Lax, signed, Secure over https.
 * Every request reads its session from the database (one query, sessions/store.ts), so a session
 * revoked by any instance is refused at once by all of them; nothing is cached in the process.
 */
export const sessions = (
  app: Koa,
  db: Knex,
  clock: Clock,
  options: {
    keys: string[];
    secure: boolean;
    lifetime: SessionLifetime;
    joinedReads?: JoinedRead[];
    /** REQUIRE_MFA_FOR: its users without a second factor are held on every request (store.ts). */
    requireMfaFor?: readonly string[];
    /** Once a session has a user, the canary visitor cookie is made the user's (decision 028); Secure when asked. */
    visitorCookie?: { secure: boolean };
  },
): Koa.Middleware => {
  app.keys = cookieKeys(options.keys) as unknown as Koa['keys'];
  defineSessionProperty(app);
  const store = sessionStore(db, clock, options.lifetime, { joinedReads: options.joinedReads, requireMfaFor: options.requireMfaFor });
  // cookies' default path is '/' and no domain is ever set: what the __Host- prefix demands.
  // The cookie's own expiry is the absolute lifetime, counted from its last save.
  const cookie: SessionCookie = {
    name: sessionCookieName(options.secure),
    options: {
      maxAge: options.lifetime.absoluteMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      overwrite: true,
    },
  };
  return async (ctx, next) => {
    // Behind the TLS-terminating proxy the socket is plain http; PUBLIC_URL says what the browser sees.
    if (options.secure) ctx.cookies.secure = true;
    ctx.state.user ??= null;
    const session = new RequestSession(ctx, store, cookie, newSessionId);
    (ctx as WithSession)[REQUEST_SESSION] = session;
    // With the database away the read throws (a 503) before anything below runs: only a session
    // that was read says whether the visitor is signed in, and clearing the hint then would show
    // the user as signed out (issue #9 item 9).
    await session.load();
    try {
      await next();
    } finally {
      await session.commit();
      const userId = session.userId();
      syncSignedInHint(ctx, Boolean(userId), options.secure, options.lifetime.absoluteMs);
      if (typeof userId === 'string' && options.visitorCookie)
        syncUserVisitorId(ctx, userId, options.keys[0]!, options.visitorCookie.secure);
    }
  };
};

/** Keeps the readable signed-in hint in step with the session (set at sign-in, cleared once it has no user). */
const syncSignedInHint = (ctx: Koa.Context, signedIn: boolean, secure: boolean, maxAge: number): void => {
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

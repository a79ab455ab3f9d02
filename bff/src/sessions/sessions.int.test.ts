import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { SIGNED_IN_HINT_COOKIE } from '../contract/paths';
import { currentUser } from '../middleware/roles';
import { captureLogger, startTestApp, type TestApp } from '../../test/support/app';
import type { TestClient } from '../../test/support/client';
import { createUser, type TestUser } from '../../test/support/users';
import { hashSessionId } from './ids';
import { createSessionCleanup } from './cleanup';
import { SESSION_COOKIE, sessionCookieName } from './middleware';
import { revokeUserSessions, signIn, signOut } from './sign-in';
import { endpoints } from '../contract/endpoints';

const testRoutes = (deps: AppDeps) => {
  const router = new Router();
  router.post('/api/test/sign-in', async (ctx) => {
    await signIn(ctx, (ctx.request.body as { userId: string }).userId, { db: deps.db, maxSessionsPerUser: deps.config.sessionsMaxPerUser });
    ctx.body = { hash: ctx.state.sessionHash };
  });
  router.post('/api/test/sign-out', (ctx) => {
    signOut(ctx);
    ctx.body = {};
  });
  router.post('/api/test/touch', (ctx) => {
    currentUser(ctx);
    ctx.session!.touched = Number(ctx.session!.touched ?? 0) + 1;
    ctx.body = {};
  });
  return router;
};

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await startTestApp({ setup: (app, deps) => app.use(testRoutes(deps).routes()) });
  user = await createUser(t.db);
});
afterAll(() => t.close());

const signedIn = async (): Promise<TestClient> => {
  const c = t.client();
  expect((await c.post('/api/test/sign-in', { userId: user.id })).status).toBe(200);
  return c;
};
const whoAmI = async (c: TestClient) => (await c.get(endpoints.getUser.path)).status;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const rowOf = (c: TestClient) =>
  t
    .db('http_sessions')
    .where('id', hashSessionId(c.cookies.get(SESSION_COOKIE)!))
    .first() as Promise<{ last_seen_at: Date; expires_at: Date } | undefined>;
const cleanup = (options: { intervalMs?: number; batchSize?: number } = {}) =>
  createSessionCleanup({ db: t.db, clock: t.clock, logger: captureLogger().logger, lifetime: t.config.sessionLifetime, ...options });

describe('login sessions', () => {
  it('stores only a SHA-256 of a 256-bit id, with the user, behind a signed httpOnly SameSite=Lax cookie', async () => {
    const c = t.client();
    const res = await c.post('/api/test/sign-in', { userId: user.id });
    const setCookie = res.headers.getSetCookie().find((s) => s.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).not.toMatch(/secure/i);
    expect(c.cookies.has(`${SESSION_COOKIE}.sig`)).toBe(true);
    const id = c.cookies.get(SESSION_COOKIE)!;
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    const row = await t.db('http_sessions').where('id', hashSessionId(id)).first();
    expect(row).toMatchObject({ user_id: user.id });
    expect(await t.db('http_sessions').where('id', id).first()).toBeUndefined();
    const me = await c.get(endpoints.getUser.path);
    expect(me.status).toBe(200);
    expect(me.json()).toEqual({
      user: {
        id: user.id,
        category: 'Member',
        first_name: 'Test',
        last_name: expect.any(String),
        email: user.email,
        country_id: expect.any(String),
      },
    });
  });

  it('gives a new id at login and forgets the old one (regenerate)', async () => {
    const c = await signedIn();
    const before = c.cookies.get(SESSION_COOKIE)!;
    const beforeSig = c.cookies.get(`${SESSION_COOKIE}.sig`)!;
    await c.post('/api/test/sign-in', { userId: user.id });
    const after = c.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    expect(await t.db('http_sessions').where('id', hashSessionId(before)).first()).toBeUndefined();
    const stale = t.client();
    stale.cookies.set(SESSION_COOKIE, before).set(`${SESSION_COOKIE}.sig`, beforeSig);
    expect(await whoAmI(stale)).toBe(401);
    expect(await whoAmI(c)).toBe(200);
  });

  it('destroys the session at sign-out, so the old cookie is worthless', async () => {
    const c = await signedIn();
    const saved = new Map(c.cookies);
    const id = c.cookies.get(SESSION_COOKIE)!;
    await c.post('/api/test/sign-out');
    expect(await t.db('http_sessions').where('id', hashSessionId(id)).first()).toBeUndefined();
    expect(await whoAmI(c)).toBe(401);
    const replay = t.client();
    for (const [k, v] of saved) replay.cookies.set(k, v);
    expect(await whoAmI(replay)).toBe(401);
  });

  it('defaults to a 30-minute idle timeout and a 7-day absolute lifetime fixed at sign-in', async () => {
    expect(t.config.sessionLifetime).toEqual({ idleMs: 30 * MINUTE, absoluteMs: 7 * DAY });
    const c = await signedIn();
    expect((await rowOf(c))!.expires_at.getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
  });

  it('ends after 31 idle minutes, and the cleanup then deletes its row', async () => {
    const c = await signedIn();
    t.clock.advance(29 * MINUTE);
    expect(await whoAmI(c)).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect(await whoAmI(c)).toBe(401);
    expect(c.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    expect(await rowOf(c)).toBeDefined(); // refused by the read, deleted by the timer, not by the request
    expect(await cleanup().runOnce()).toBeGreaterThan(0);
    expect(await rowOf(c)).toBeUndefined();
  });

  it('writes last_seen_at at most once a minute, not on every request', async () => {
    const c = await signedIn();
    const signedInAt = (await rowOf(c))!.last_seen_at.getTime();
    t.clock.advance(30_000);
    expect(await whoAmI(c)).toBe(200);
    expect(await whoAmI(c)).toBe(200);
    expect((await rowOf(c))!.last_seen_at.getTime()).toBe(signedInAt);
    t.clock.advance(31_000);
    expect(await whoAmI(c)).toBe(200);
    expect((await rowOf(c))!.last_seen_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('refuses a cookie whose signature does not match', async () => {
    const c = await signedIn();
    c.cookies.set(`${SESSION_COOKIE}.sig`, 'forged');
    expect(await whoAmI(c)).toBe(401);
  });

  it('revokes every session of a user, or all but the current one', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const keep = hashSessionId(a.cookies.get(SESSION_COOKIE)!);
    expect(await revokeUserSessions(t.db, user.id, { exceptCurrentHash: keep })).toBeGreaterThan(0);
    expect(await whoAmI(a)).toBe(200);
    expect(await whoAmI(b)).toBe(401);
    await revokeUserSessions(t.db, user.id);
    expect(await whoAmI(a)).toBe(401);
  });

  it('writes nothing for an anonymous visitor', async () => {
    const before = await t.db('http_sessions').count({ n: '*' });
    const res = await t.client().get(endpoints.listCountries.path);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await t.db('http_sessions').count({ n: '*' })).toEqual(before);
  });
});

describe('the cleanup timer', () => {
  const insertSession = async (id: string, fields: { expires_at: Date; last_seen_at: Date }) =>
    t.db('http_sessions').insert({ id, user_id: user.id, data: {}, created_at: t.clock.now(), ...fields });
  const ids = async () => ((await t.db('http_sessions').whereLike('id', 'cleanup-%').pluck('id')) as string[]).sort();

  it('deletes expired and idle-expired rows on its own, keeps live ones, and stops', async () => {
    const now = t.clock.now().getTime();
    const later = new Date(now + DAY);
    await insertSession('cleanup-expired', { expires_at: new Date(now - 1), last_seen_at: new Date(now - MINUTE) });
    await insertSession('cleanup-idle', { expires_at: later, last_seen_at: new Date(now - 31 * MINUTE) });
    await insertSession('cleanup-live', { expires_at: later, last_seen_at: new Date(now - 29 * MINUTE) });
    const timer = cleanup({ intervalMs: 20 });
    timer.start();
    try {
      await expect.poll(ids, { timeout: 5_000 }).toEqual(['cleanup-live']);
      // Not only at start: a row that ends later goes at a later tick.
      await insertSession('cleanup-expired-later', { expires_at: new Date(now - 1), last_seen_at: new Date(now) });
      await expect.poll(ids, { timeout: 5_000 }).toEqual(['cleanup-live']);
    } finally {
      await timer.stop();
    }
    await insertSession('cleanup-after-stop', { expires_at: new Date(now - 1), last_seen_at: new Date(now) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ids()).toEqual(['cleanup-after-stop', 'cleanup-live']);
    await t.db('http_sessions').whereLike('id', 'cleanup-%').delete();
  });

  it('deletes in batches until none is left', async () => {
    const now = t.clock.now().getTime();
    for (let n = 0; n < 5; n++) await insertSession(`cleanup-batch-${n}`, { expires_at: new Date(now - 1), last_seen_at: new Date(now) });
    expect(await cleanup({ batchSize: 2 }).runOnce()).toBeGreaterThanOrEqual(5);
    expect(await ids()).toEqual([]);
  });
});

describe('with SESSION_IDLE_MINUTES and SESSION_MAX_DAYS set', () => {
  let s: TestApp;
  beforeAll(async () => {
    // On the file's database (its own users and clock): a template restore saved.
    s = await startTestApp({
      database: t.database,
      env: { SESSION_IDLE_MINUTES: '25', SESSION_MAX_DAYS: '1' },
      setup: (app, deps) => app.use(testRoutes(deps).routes()),
    });
  });
  afterAll(() => s.close());
  const signedInHere = async () => {
    const c = s.client();
    expect((await c.post('/api/test/sign-in', { userId: (await createUser(s.db)).id })).status).toBe(200);
    return c;
  };

  it('stays alive with a request every 20 minutes, until the absolute limit that activity does not extend', async () => {
    const c = await signedInHere();
    let elapsed = 0;
    while (elapsed + 20 * MINUTE < DAY) {
      s.clock.advance(20 * MINUTE);
      elapsed += 20 * MINUTE;
      // A session write on every request: saving must not move the absolute expiry either.
      expect((await c.post('/api/test/touch')).status).toBe(200);
    }
    expect(await whoAmI(c)).toBe(200);
    s.clock.advance(DAY - elapsed);
    expect(await whoAmI(c)).toBe(401);
  });

  it('ends a session after the configured idle time', async () => {
    const c = await signedInHere();
    s.clock.advance(24 * MINUTE);
    expect(await whoAmI(c)).toBe(200);
    s.clock.advance(26 * MINUTE);
    expect(await whoAmI(c)).toBe(401);
  });
});

describe('over https', () => {
  const ORIGIN = 'https://nextlevel.example';
  const HOST_COOKIE = sessionCookieName(true);
  let s: TestApp;
  beforeAll(async () => {
    s = await startTestApp({ database: t.database, env: { PUBLIC_URL: ORIGIN }, setup: (app, deps) => app.use(testRoutes(deps).routes()) });
  });
  afterAll(() => s.close());

  it('marks the cookie Secure and sends HSTS', async () => {
    const u = await createUser(s.db);
    const c = s.client();
    const res = await c.post('/api/test/sign-in', { userId: u.id }, { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((h) => h.startsWith(`${HOST_COOKIE}=`))).toMatch(/secure/i);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('names the cookie __Host-nl.sid (Secure, Path=/, no Domain) and it carries a whole sign-in, /api/user, logout round trip', async () => {
    expect(HOST_COOKIE).toBe('__Host-nl.sid');
    const u = await createUser(s.db);
    const c = s.client();
    const opts = { headers: { Origin: ORIGIN } };
    const login = await c.post(endpoints.login.path, { email: u.email, password: u.password }, opts);
    expect(login.status).toBe(200);
    const set = login.headers.getSetCookie();
    for (const name of [HOST_COOKIE, `${HOST_COOKIE}.sig`]) {
      const cookie = set.find((h) => h.startsWith(`${name}=`));
      expect(cookie).toMatch(/;\s*secure/i);
      expect(cookie).toMatch(/;\s*path=\/(;|$)/i);
      expect(cookie).not.toMatch(/domain=/i);
    }
    expect(set.some((h) => h.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);

    const me = await c.get(endpoints.getUser.path, opts);
    expect(me.status).toBe(200);
    expect(me.json<{ user: { id: string } }>().user.id).toBe(u.id);
    const hash = hashSessionId(c.cookies.get(HOST_COOKIE)!);
    expect(await s.db('http_sessions').where('id', hash).first()).toBeDefined();

    expect((await c.post(endpoints.logout.path, undefined, opts)).status).toBe(200);
    expect(await s.db('http_sessions').where('id', hash).first()).toBeUndefined();
    expect((await c.get(endpoints.getUser.path, opts)).status).toBe(401);
  });
});

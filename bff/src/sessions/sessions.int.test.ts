import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../contract/paths';
import { currentUser } from '../middleware/roles';
import { startTestApp, type TestApp } from '../../test/support/app';
import type { TestClient } from '../../test/support/client';
import { createUser, type TestUser } from '../../test/support/users';
import { hashSessionId } from './ids';
import { SESSION_COOKIE } from './middleware';
import { revokeUserSessions, signIn, signOut } from './sign-in';
import { SESSION_TTL_MS } from './store';

const testRoutes = () => {
  const router = new Router();
  router.post('/api/test/sign-in', async (ctx) => {
    await signIn(ctx, (ctx.request.body as { userId: string }).userId);
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
  t = await startTestApp({ setup: (app) => app.use(testRoutes().routes()) });
  user = await createUser(t.db);
});
afterAll(() => t.close());

const signedIn = async (): Promise<TestClient> => {
  const c = t.client();
  expect((await c.post('/api/test/sign-in', { userId: user.id })).status).toBe(200);
  return c;
};
const whoAmI = async (c: TestClient) => (await c.get(api.user)).status;

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
    const me = await c.get(api.user);
    expect(me.status).toBe(200);
    expect(me.json()).toEqual({ user: { id: user.id, category: 'Member', first_name: 'Test', last_name: expect.any(String), email: user.email, country_id: expect.any(String) } });
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

  it('expires at an absolute time that activity does not extend', async () => {
    const c = await signedIn();
    t.clock.advance(SESSION_TTL_MS - 60_000);
    expect((await c.post('/api/test/touch')).status).toBe(200);
    expect(await whoAmI(c)).toBe(200);
    t.clock.advance(120_000);
    expect(await whoAmI(c)).toBe(401);
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
    const res = await t.client().get(api.countries);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await t.db('http_sessions').count({ n: '*' })).toEqual(before);
  });
});

describe('over https', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await startTestApp({ env: { PUBLIC_URL: 'https://nextlevel.example' }, setup: (app) => app.use(testRoutes().routes()) });
  });
  afterAll(() => s.close());

  it('marks the cookie Secure and sends HSTS', async () => {
    const u = await createUser(s.db);
    const c = s.client();
    const res = await c.post('/api/test/sign-in', { userId: u.id }, { headers: { Origin: 'https://nextlevel.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((h) => h.startsWith(`${SESSION_COOKIE}=`))).toMatch(/secure/i);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../contract/paths';
import { startTestApp, type TestApp } from '../../test/support/app';
import { createUser, type TestUser } from '../../test/support/users';
import { SESSION_COOKIE } from './middleware';
import { endpoints } from '../contract/endpoints';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t.db);
});
afterAll(() => t.close());

describe('the signed-in hint cookie', () => {
  it('is set, readable by scripts, at sign-in and cleared at sign-out', async () => {
    const c = t.client();
    const login = await c.post(endpoints.login.path, { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const hint = login.headers.getSetCookie().find((s) => s.startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/httponly/i);
    expect(hint).toMatch(/samesite=lax/i);
    expect(c.cookies.get(SIGNED_IN_HINT_COOKIE)).toBe('1');

    expect((await c.post(endpoints.logout.path)).status).toBeLessThan(300);
    expect(c.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('is cleared by the 401 of a session that ended elsewhere', async () => {
    const c = t.client();
    await c.post(endpoints.login.path, { email: user.email, password: user.password });
    await t.db('http_sessions').where('user_id', user.id).delete();
    expect((await c.get(endpoints.getUser.path)).status).toBe(401);
    expect(c.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('is never set for an anonymous visitor', async () => {
    const c = t.client();
    expect((await c.get(endpoints.getUser.path)).status).toBe(401);
    expect(c.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import { createUser, type TestUser } from '../../test/support/users';
import { endpoints } from '../contract/endpoints';

// Issue #9 item 12: CSRF, sessions and body parsing run for paths that are exactly /api/…; a
// route that also answered /API/… would run without them.
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t.db);
});
afterAll(() => t.close());

describe('the routers', () => {
  it('do not answer an /api route spelt in another case, with a trailing slash or percent-encoded', async () => {
    const upper = endpoints.login.path.replace('/api/', '/API/');
    const spellings = [
      upper,
      endpoints.login.path.replace('/api/', '/Api/'),
      endpoints.login.path.toUpperCase(),
      `${endpoints.login.path}/`,
      endpoints.login.path.replace('/api/', '/%61pi/'),
    ];
    for (const path of spellings) {
      // A cross-site request without the CSRF header: it must not reach the sign-in route.
      const res = await t
        .client()
        .post(path, { email: user.email, password: user.password }, { bare: true, headers: { Origin: 'https://evil.example' } });
      expect(res.status, path).not.toBe(200);
      expect([403, 404], path).toContain(res.status);
      expect(res.headers.get('set-cookie') ?? '', path).not.toMatch(/nl\.sid/);
    }
    const me = await t.client().get(endpoints.getUser.path.replace('/api/', '/API/'), { headers: { Accept: 'application/json' } });
    expect(me.status).toBe(404);
  });

  it('still answer the exact path', async () => {
    const res = await t.client().post(endpoints.login.path, { email: user.email, password: user.password });
    expect(res.status).toBe(200);
  });
});

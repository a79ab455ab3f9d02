import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import { createUser } from '../../test/support/users';
import { endpoints } from '../contract/endpoints';

// Issue #9 item 7: no /api answer that can carry personal data may be kept by a browser or a cache.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const signedInMember = async () => {
  const u = await createUser(t.db);
  const client = t.client();
  expect((await client.post(endpoints.login.path, { email: u.email, password: u.password })).status).toBe(200);
  const { user } = (await client.get(endpoints.getUser.path)).json<{
    user: { first_name: string; last_name: string; email: string; country_id: string };
  }>();
  return { ...u, ...user, client };
};

const cacheControl = (res: { headers: Headers }) => res.headers.get('cache-control');

describe('Cache-Control on /api answers', () => {
  it('is no-store on sign-in, whether it succeeds or fails', async () => {
    const m = await createUser(t.db);
    const ok = await t.client().post(endpoints.login.path, { email: m.email, password: m.password });
    expect(ok.status).toBe(200);
    expect(cacheControl(ok)).toBe('no-store');
    const refused = await t.client().post(endpoints.login.path, { email: m.email, password: 'Wrong-password1' });
    expect(refused.status).toBe(401);
    expect(cacheControl(refused)).toBe('no-store');
  });

  it('is no-store on /api/user and on the settings answer', async () => {
    const m = await signedInMember();
    const me = await m.client.get(endpoints.getUser.path);
    expect(me.status).toBe(200);
    expect(cacheControl(me)).toBe('no-store');
    const settings = await m.client.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: { first_name: 'Augusta', last_name: m.last_name, email: m.email, country_id: m.country_id },
    });
    expect(settings.status).toBe(200);
    expect(cacheControl(settings)).toBe('no-store');
  });

  it('is no-store on errors and unknown /api paths', async () => {
    expect(cacheControl(await t.client().request(endpoints.updateMemberSettings.path, { method: 'PUT', body: {} }))).toBe('no-store');
    const missing = await t.client().get('/api/no-such-route');
    expect(missing.status).toBe(404);
    expect(cacheControl(missing)).toBe('no-store');
  });

  it('leaves the public caching of GET /api/countries alone', async () => {
    const res = await t.client().get(endpoints.listCountries.path);
    expect(res.status).toBe(200);
    expect(cacheControl(res)).toBe('public, max-age=300');
  });
});

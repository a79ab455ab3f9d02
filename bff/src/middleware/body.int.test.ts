import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../contract/messages';
import { CSRF_HEADER } from '../contract/paths';
import { createRouter } from '../http/router';
import { signIn } from '../sessions/sign-in';
import { startTestApp, type TestApp } from '../../test/support/app';
import { createUser, type TestUser } from '../../test/support/users';
import { BODY_LIMIT_BYTES, largeBody } from './body';
import { requireCategory } from './roles';
import { endpoints } from '../contract/endpoints';

// Issue #9 items 11 and 12: a small body limit before routing, more only for a route that asks
// after its role check, and text PostgreSQL cannot store refused as a 400 in one place.
let t: TestApp;
let user: TestUser;
let largeCalls = 0;

beforeAll(async () => {
  t = await startTestApp({
    setup: (app, deps) => {
      const router = createRouter();
      router.post('/api/test/sign-in', async (ctx) => {
        await signIn(ctx, (ctx.request.body as { userId: string }).userId, { db: deps.db, maxSessionsPerUser: 10 });
        ctx.body = {};
      });
      router.post('/api/test/large', requireCategory('Internal'), largeBody('2mb'), (ctx) => {
        largeCalls += 1;
        ctx.body = { length: JSON.stringify(ctx.request.body).length };
      });
      router.post('/api/test/small', requireCategory('Internal'), (ctx) => {
        ctx.body = { length: JSON.stringify(ctx.request.body).length };
      });
      app.use(router.routes());
    },
  });
  user = await createUser(t.db);
});
afterAll(() => t.close());

const as = async (category: string) => {
  const c = t.client();
  await c.post('/api/test/sign-in', { userId: (await createUser(t.db, { category })).id });
  return c;
};

const oneMegabyte = () => ({ rows: 'x'.repeat(1024 * 1024) });

/** Sends headers announcing `declared` bytes and only the first KB of them; resolves with the answer, or null if none came within `waitMs`. */
const partialPost = (path: string, declared: number, cookie = '', waitMs = 2000) =>
  new Promise<{ status: number; body: string } | null>((resolve) => {
    const url = new URL(path, t.url);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(declared),
        Origin: t.url,
        [CSRF_HEADER]: '1',
        Cookie: cookie,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, body });
      });
    });
    req.on('error', () => undefined);
    req.write(`{"rows":"${'x'.repeat(1024)}`);
  });

describe('request bodies', () => {
  it('refuses a 100 KB body on /api/login with a JSON 413 before the sign-in service runs', async () => {
    const res = await t
      .client()
      .post(endpoints.login.path, { email: user.email, password: user.password, padding: 'x'.repeat(100 * 1024) });
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ error: messages.errors.payloadTooLarge });
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/nl\.sid/);
    expect(t.logs.filter((l) => typeof l.authEvent === 'string' && l.authEvent.startsWith('login'))).toEqual([]);
  });

  it('refuses a chunked body (no Content-Length) over the limit with a JSON 413', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(new URL(endpoints.login.path, t.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', Origin: t.url, [CSRF_HEADER]: '1' },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (d: Buffer) => (body += d.toString()));
        r.on('end', () => resolve({ status: r.statusCode!, body }));
      });
      req.on('error', reject);
      req.write(`{"email":"${user.email}","password":"${user.password}","padding":"`);
      req.write('x'.repeat(BODY_LIMIT_BYTES * 2));
      req.end('"}');
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: messages.errors.payloadTooLarge });
  });

  it('accepts a 1 MB body on a route that asks for more, once its role check has passed', async () => {
    const internal = await as('Internal');
    const res = await internal.post('/api/test/large', oneMegabyte());
    expect(res.status).toBe(200);
    expect(res.json<{ length: number }>().length).toBeGreaterThan(1024 * 1024);
  });

  it('refuses 1 MB to an anonymous or unprivileged client of that route without reading the body', async () => {
    const before = largeCalls;
    // Only 1 KB of the announced 1 MB is ever sent: an answer proves the body was not waited for.
    const anonymous = await partialPost('/api/test/large', 1024 * 1024);
    expect(anonymous?.status).toBe(401);
    expect(JSON.parse(anonymous!.body)).toEqual({ error: messages.auth.notAuthenticated });
    const member = await as('Member');
    const refused = await partialPost('/api/test/large', 1024 * 1024, member.cookieHeader);
    expect(refused?.status).toBe(403);
    expect(JSON.parse(refused!.body)).toEqual({ error: messages.auth.forbidden });
    expect(largeCalls).toBe(before);
  });

  it('keeps the small limit on a route that did not ask for more, even for its role', async () => {
    const internal = await as('Internal');
    const res = await internal.post('/api/test/small', oneMegabyte());
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ error: messages.errors.payloadTooLarge });
    expect((await internal.post('/api/test/small', { a: 1 })).json()).toEqual({ length: 7 });
  });
});

describe('bodies the parser refuses', () => {
  const raw = (body: string, headers: Record<string, string> = {}) => t.client().post(endpoints.login.path, body, { headers });

  it('answers a __proto__ key, and a gzip or br body that does not inflate, with a JSON 400, not a 500', async () => {
    for (const [body, headers] of [
      ['{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}', {}],
      ['{"email":"a@b.co"}', { 'Content-Encoding': 'gzip' }],
      ['{"email":"a@b.co"}', { 'Content-Encoding': 'br' }],
    ] as const) {
      const res = await raw(body, headers);
      expect(res.status, `${body} ${JSON.stringify(headers)}`).toBe(400);
      expect(res.json()).toEqual({ error: messages.errors.badJson });
    }
  });

  it('still reads a real gzip body', async () => {
    const res = await fetch(t.url + endpoints.login.path, {
      method: 'POST',
      body: gzipSync('{"email":"nobody@example.com","password":"x"}'),
      headers: { Origin: t.url, [CSRF_HEADER]: '1', 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    });
    expect(res.status).toBe(401);
  });

  it('answers an encoding it does not know with a JSON 415', async () => {
    const res = await raw('{"email":"a@b.co"}', { 'Content-Encoding': 'compress' });
    expect(res.status).toBe(415);
    expect(res.json()).toEqual({ error: messages.errors.unsupportedEncoding });
  });
});

describe('text the database cannot store', () => {
  const country = async () => ((await t.db('countries').first('id')) as { id: string }).id;
  const registration = async (fields: Record<string, unknown> = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada-${Date.now()}-${Math.random()}@example.com`,
    password: 'Password1',
    country_id: await country(),
    ...fields,
  });

  it('refuses a NUL character in a name with a JSON 400, not a 500', async () => {
    const res = await t.client().post(endpoints.register.path, await registration({ first_name: 'Ad\u0000a' }));
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.errors.unstorableText });
  });

  it('refuses NUL in a key, a nested value or an unpaired surrogate, and in the query string', async () => {
    const bodies = [
      { ...(await registration()), 'x\u0000': 1 },
      { ...(await registration()), extra: [{ deep: ['\u0000'] }] },
      await registration({ last_name: 'Love\uD800lace' }),
      await registration({ last_name: 'Love\uDC00lace' }),
    ];
    for (const body of bodies) {
      const res = await t.client().post(endpoints.register.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: messages.errors.unstorableText });
    }
    const query = await t.client().get(`${endpoints.listCountries.path}?q=%00`);
    expect(query.status).toBe(400);
    expect(query.json()).toEqual({ error: messages.errors.unstorableText });
  });

  it('still accepts names in any script, with emoji (paired surrogates)', async () => {
    const res = await t.client().post(endpoints.register.path, await registration({ first_name: 'Zoë 😀', last_name: '李' }));
    expect(res.status).toBe(201);
  });
});

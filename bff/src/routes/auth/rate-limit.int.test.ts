import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { TestClient } from '../../../test/support/client';
import { createApp } from '../../app';
import { messages } from '../../contract/messages';
import { createDatabase } from '../../db/knex';
import { startTestApp } from '../../../test/support/app';
import { createUser } from '../../../test/support/users';
import { loginAccountKey } from '../../services/auth/rate-limits';
import { PUBLIC_URL, registerVerified, signUpBody, startAuthApp, type AuthTestApp } from './auth-test-support';
import { endpoints } from '../../contract/endpoints';

let t: AuthTestApp;
beforeAll(async () => {
  // One reverse proxy in front (TRUSTED_PROXIES=1): its X-Forwarded-For entry names the client.
  t = await startAuthApp({ TRUSTED_PROXIES: '1' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

const WINDOW_S = 15 * 60;

/** Mails queued to `to` (the outbox row is written with the request, before delivery), optionally by subject. */
const outboxTo = async (to: string, subject?: RegExp): Promise<number> => {
  const rows = (await t.db('mail_outbox').whereRaw('lower("to") = ?', [to.toLowerCase()]).select('subject')) as { subject: string }[];
  return rows.filter((r) => !subject || subject.test(r.subject)).length;
};
let ipCounter = 0;
/** A client seen from its own IP, as the one trusted proxy reports it in X-Forwarded-For. */
const clientFrom = (ip = `203.0.113.${++ipCounter}`, base: string = t.url) => {
  const client = new TestClient(base);
  const post = client.post;
  client.post = (path, body, options = {}) => post(path, body, { ...options, headers: { 'X-Forwarded-For': ip, ...options.headers } });
  return client;
};

describe('rate limits', () => {
  it('rate limit per account and client: login answers 429 after 5 wrong passwords from one address, with Retry-After and a clear message', async () => {
    const user = await registerVerified(t);
    const client = clientFrom();
    for (let i = 0; i < 5; i += 1)
      expect((await client.post(endpoints.login.path, { email: user.email, password: 'Wrong-pass1' })).status).toBe(401);
    const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
    expect(res.status).toBe(429);
    expect(res.json()).toEqual({ error: messages.auth.tooManyRequests });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);

    // The window passes (fake clock) and the right password works again.
    t.clock.advance(WINDOW_S * 1000);
    try {
      expect((await client.post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
    } finally {
      t.clock.advance(-WINDOW_S * 1000);
    }
  }, 90_000);

  it('after 6 wrong passwords from address A the owner signs in from address B', async () => {
    const user = await registerVerified(t);
    const stranger = clientFrom();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await stranger.post(endpoints.login.path, { email: user.email, password: 'Wrong-pass1' })).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await clientFrom().post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
  }, 90_000);

  it('#23.4 successful sign-ins are limited loosely per account and client: 30 from one address succeed, the 31st answers 429, another address still signs in', async () => {
    const user = await registerVerified(t);
    const ip = '198.51.100.30';
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1)
      answers.push((await clientFrom(ip).post(endpoints.login.path, { email: user.email, password: user.password })).status);
    expect(answers).toEqual(Array<number>(30).fill(200));
    const over = await clientFrom(ip).post(endpoints.login.path, { email: user.email, password: user.password });
    expect(over.status).toBe(429);
    expect(over.json()).toEqual({ error: messages.auth.tooManyRequests });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await clientFrom().post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
    // The successes left nothing on the failure counters of the address.
    const failures = (await t
      .db('auth_rate_limits')
      .whereIn('key', [`login:ip:${ip}`, loginAccountKey(user.email, ip)])
      .select('hits')) as { hits: number }[];
    expect(failures.map((r) => r.hits).filter((hits) => hits > 0)).toEqual([]);
  }, 120_000);

  it('a sign-in refused by one rule is not counted against the others', async () => {
    const user = await registerVerified(t);
    const client = clientFrom();
    for (let i = 0; i < 5; i += 1)
      expect((await client.post(endpoints.login.path, { email: user.email, password: 'Wrong-pass1' })).status).toBe(401);
    // Refused by the account+client rule: these must not use up the address's 20.
    for (let i = 0; i < 10; i += 1)
      expect((await client.post(endpoints.login.path, { email: user.email, password: 'Wrong-pass1' })).status).toBe(429);
    for (let i = 0; i < 15; i += 1)
      expect((await client.post(endpoints.login.path, { email: `other${i}@example.com`, password: 'x' })).status).toBe(401);
    expect((await client.post(endpoints.login.path, { email: 'one-more@example.com', password: 'x' })).status).toBe(429);
  }, 120_000);

  it('rate limit per IP: 20 failed sign-ins from one address, then 429 whatever the account', async () => {
    const client = clientFrom();
    for (let i = 0; i < 20; i += 1)
      expect((await client.post(endpoints.login.path, { email: `probe${i}@example.com`, password: 'x' })).status).toBe(401);
    const res = await client.post(endpoints.login.path, { email: 'probe-last@example.com', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await clientFrom().post(endpoints.login.path, { email: 'probe-last@example.com', password: 'x' })).status).toBe(401);
  }, 90_000);

  it("#23.13 shared requests by IP: after 20 failures from one address on other accounts, the owner's right password from that address signs in; a wrong one, or an unknown address, still answers 429", async () => {
    const owner = await registerVerified(t);
    const ip = '198.51.100.13';
    for (let i = 0; i < 20; i += 1)
      expect((await clientFrom(ip).post(endpoints.login.path, { email: `shared${i}@example.com`, password: 'Wrong-pass1' })).status).toBe(
        401,
      );
    expect((await clientFrom(ip).post(endpoints.login.path, { email: 'shared-last@example.com', password: 'Wrong-pass1' })).status).toBe(
      429,
    );

    const wrong = await clientFrom(ip).post(endpoints.login.path, { email: owner.email, password: 'Wrong-pass1' });
    expect(wrong.status).toBe(429);
    expect(wrong.json()).toEqual({ error: messages.auth.tooManyRequests });
    expect(Number(wrong.headers.get('retry-after'))).toBeGreaterThan(0);

    const browser = clientFrom(ip);
    const right = await browser.post(endpoints.login.path, { email: owner.email, password: owner.password });
    expect(right.status).toBe(200);
    expect((await browser.get(endpoints.getUser.path)).json()).toMatchObject({ user: { id: owner.id } });
    // The address's count is still spent for everyone else.
    expect((await clientFrom(ip).post(endpoints.login.path, { email: 'shared-again@example.com', password: 'Wrong-pass1' })).status).toBe(
      429,
    );
  }, 120_000);

  it('#23.13 shared requests by IP: past the address budget an account still meets its own limit of 5 wrong passwords from that address', async () => {
    const owner = await registerVerified(t);
    const ip = '198.51.100.14';
    for (let i = 0; i < 20; i += 1)
      expect((await clientFrom(ip).post(endpoints.login.path, { email: `budget${i}@example.com`, password: 'x' })).status).toBe(401);
    for (let i = 0; i < 5; i += 1)
      expect((await clientFrom(ip).post(endpoints.login.path, { email: owner.email, password: 'Wrong-pass1' })).status).toBe(429);
    // Now refused before its password is checked, right or not; another address is not affected.
    expect((await clientFrom(ip).post(endpoints.login.path, { email: owner.email, password: owner.password })).status).toBe(429);
    expect((await clientFrom().post(endpoints.login.path, { email: owner.email, password: owner.password })).status).toBe(200);
  }, 120_000);

  it('TRUSTED_PROXIES=1: the last X-Forwarded-For hop counts and is the logged IP, whatever the client wrote before it', async () => {
    const proxied = (i: number) => clientFrom(`10.9.${i}.1, 198.51.100.77`);
    for (let i = 0; i < 20; i += 1)
      expect((await proxied(i).post(endpoints.login.path, { email: `hop${i}@example.com`, password: 'x' })).status).toBe(401);
    expect((await proxied(99).post(endpoints.login.path, { email: 'hop-last@example.com', password: 'x' })).status).toBe(429);
    const failed = t.logs.filter((l) => l.authEvent === 'login.failed').at(-1);
    expect(failed).toMatchObject({ ip: '198.51.100.77' });
  }, 90_000);

  it('two IPv6 addresses in one /64 share a counter; another /64 has its own', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(
        (
          await clientFrom(`2001:db8:1:2::${(i + 1).toString(16)}`).post(endpoints.login.path, {
            email: `v6-${i}@example.com`,
            password: 'x',
          })
        ).status,
      ).toBe(401);
    }
    expect(
      (await clientFrom('2001:db8:1:2:ffff:ffff:ffff:ffff').post(endpoints.login.path, { email: 'v6-last@example.com', password: 'x' }))
        .status,
    ).toBe(429);
    expect((await clientFrom('2001:db8:1:3::1').post(endpoints.login.path, { email: 'v6-last@example.com', password: 'x' })).status).toBe(
      401,
    );
  }, 90_000);

  it('TRUSTED_PROXIES=0 (the default): a client writing a new X-Forwarded-For per request is still throttled, and its socket address is logged', async () => {
    const direct = await startTestApp({ env: { PUBLIC_URL }, database: t.database });
    try {
      const forged = (i: number) => {
        const client = new TestClient(direct.url);
        const post = client.post;
        client.post = (path, body, options = {}) =>
          post(path, body, { ...options, headers: { 'X-Forwarded-For': `203.0.113.${i}`, ...options.headers } });
        return client;
      };
      for (let i = 0; i < 20; i += 1)
        expect((await forged(i).post(endpoints.login.path, { email: `forged${i}@example.com`, password: 'x' })).status).toBe(401);
      expect((await forged(200).post(endpoints.login.path, { email: 'forged-last@example.com', password: 'x' })).status).toBe(429);
      const ips = new Set(direct.logs.filter((l) => l.authEvent === 'login.failed').map((l) => l.ip));
      expect([...ips]).toEqual(['127.0.0.1']);
    } finally {
      await direct.close();
    }
  }, 90_000);

  it('#23.13 a warning is logged once when requests carry X-Forwarded-For while TRUSTED_PROXIES=0, whatever PUBLIC_URL is, naming TRUSTED_PROXIES', async () => {
    for (const env of [{}, { PUBLIC_URL }, { PUBLIC_URL: 'http://localhost:3000' }] as Record<string, string>[]) {
      const direct = await startTestApp({ env, database: t.database });
      try {
        const client = new TestClient(direct.url);
        expect((await client.get(endpoints.listCountries.path)).status).toBe(200);
        expect(direct.logs.filter((l) => l.level === 40)).toEqual([]);
        for (let i = 0; i < 3; i += 1) await client.get(endpoints.listCountries.path, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
        await client.post(
          endpoints.login.path,
          { email: 'proxied@example.com', password: 'x' },
          { headers: { 'X-Forwarded-For': '203.0.113.9' } },
        );
        const warnings = direct.logs.filter((l) => String(l.msg).includes('X-Forwarded-For'));
        expect(warnings, JSON.stringify(env)).toHaveLength(1);
        expect(warnings[0]).toMatchObject({ level: 40, socketAddress: '127.0.0.1' });
        expect(String(warnings[0]!.msg)).toContain('TRUSTED_PROXIES');
      } finally {
        await direct.close();
      }
    }
    // Behind a configured proxy (this file's app), nothing is said.
    await clientFrom().post(endpoints.login.path, { email: 'trusted@example.com', password: 'x' });
    expect(t.logs.filter((l) => String(l.msg).includes('TRUSTED_PROXIES=0'))).toEqual([]);
  }, 90_000);

  it('limits from the environment: LOGIN_MAX_FAILURES_PER_IP=3 refuses the 4th failed sign-in', async () => {
    const strict = await startTestApp({
      env: { PUBLIC_URL, LOGIN_MAX_FAILURES_PER_IP: '3', RATE_LIMIT_WINDOW_MINUTES: '1' },
      database: t.database,
    });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 4; i += 1)
        answers.push(
          (await new TestClient(strict.url).post(endpoints.login.path, { email: `strict${i}@example.com`, password: 'x' })).status,
        );
      expect(answers).toEqual([401, 401, 401, 429]);
      expect(
        Number(
          (await new TestClient(strict.url).post(endpoints.login.path, { email: 'strict@example.com', password: 'x' })).headers.get(
            'retry-after',
          ),
        ),
      ).toBeLessThanOrEqual(60);
    } finally {
      await strict.close();
    }
  }, 90_000);

  it('#23.4 limits from the environment: LOGIN_MAX_PER_ACCOUNT=3 refuses the 4th sign-in, SESSIONS_MAX_PER_USER=2 keeps two sessions', async () => {
    const strict = await startTestApp({
      env: { PUBLIC_URL, LOGIN_MAX_PER_ACCOUNT: '3', SESSIONS_MAX_PER_USER: '2' },
      database: t.database,
    });
    try {
      const user = await createUser(strict.db);
      const answers: number[] = [];
      for (let i = 0; i < 4; i += 1)
        answers.push((await new TestClient(strict.url).post(endpoints.login.path, { email: user.email, password: user.password })).status);
      expect(answers).toEqual([200, 200, 200, 429]);
      expect(await strict.db('http_sessions').where({ user_id: user.id })).toHaveLength(2);
    } finally {
      await strict.close();
    }
  }, 90_000);

  it('#23.3 rate limit on register, resend and reset requests: 429 after 5 per account from one client, and only for that client', async () => {
    const body = signUpBody(t.countryId);
    const cases: [string, Record<string, string>][] = [
      [endpoints.register.path, body],
      [endpoints.resendVerification.path, { email: body.email }],
      [endpoints.requestPasswordReset.path, { email: body.email }],
    ];
    for (const [path, payload] of cases) {
      const client = clientFrom();
      for (let i = 0; i < 5; i += 1) expect((await client.post(path, payload)).status).toBeLessThan(300);
      const res = await client.post(path, payload);
      expect(res.status, path).toBe(429);
      expect(res.headers.get('retry-after'), path).toBeTruthy();
      expect((await clientFrom().post(path, payload)).status, path).toBeLessThan(300);
    }
  }, 90_000);

  it("#23.3 a stranger cannot block an owner's reset mails: after 6 reset requests for the address from a stranger's IP, the owner's request from their own IP still mails a link", async () => {
    const owner = await registerVerified(t);
    await t.db('auth_rate_limits').delete(); // the sign-up's mail was in an earlier window
    const stranger = clientFrom();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await stranger.post(endpoints.requestPasswordReset.path, { email: owner.email })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await outboxTo(owner.email, /Reset your/)).toBe(5);

    const res = await clientFrom().post(endpoints.requestPasswordReset.path, { email: owner.email });
    expect(res.status).toBe(200);
    expect(await outboxTo(owner.email, /Reset your/)).toBe(6);
  }, 90_000);

  it('#23.3 the owner still never gets more than a handful of mails: sign-ups, resends and reset requests for one address from 20 IPs send it at most MAIL_MAX_PER_ADDRESS (10) mails a window', async () => {
    const owner = await registerVerified(t);
    await t.db('auth_rate_limits').delete(); // the sign-up's mail was in an earlier window
    const before = await outboxTo(owner.email);
    // The 20 clients at once (each its own requests in order): every answer waits out the 250 ms response
    // floor, and the address's allowance must hold under concurrent requests too.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const client = clientFrom();
        for (let j = 0; j < 2; j += 1)
          expect((await client.post(endpoints.requestPasswordReset.path, { email: owner.email })).status).toBe(200);
        expect((await client.post(endpoints.register.path, { ...signUpBody(t.countryId), email: owner.email })).status).toBe(201);
        expect((await client.post(endpoints.resendVerification.path, { email: owner.email })).status).toBe(200);
      }),
    );
    expect((await outboxTo(owner.email)) - before).toBe(10);
    expect(t.logs.filter((l) => l.authEvent === 'mail.withheld').length).toBeGreaterThanOrEqual(40);

    // The next window has a fresh allowance.
    t.clock.advance(WINDOW_S * 1000);
    try {
      expect((await clientFrom().post(endpoints.requestPasswordReset.path, { email: owner.email })).status).toBe(200);
      expect((await outboxTo(owner.email)) - before).toBe(11);
    } finally {
      t.clock.advance(-WINDOW_S * 1000);
    }
  }, 180_000);

  it('rate limit shared across bff processes: a second app instance on the same database sees the same count', async () => {
    const second = await startSecondInstance();
    try {
      const user = await registerVerified(t);
      const ip = '198.51.100.7';
      for (let i = 0; i < 3; i += 1)
        expect((await clientFrom(ip).post(endpoints.login.path, { email: user.email, password: 'Wrong-pass1' })).status).toBe(401);
      for (let i = 0; i < 2; i += 1)
        expect((await clientFrom(ip, second.url).post(endpoints.login.path, { email: user.email, password: 'Wrong-pass1' })).status).toBe(
          401,
        );
      expect((await clientFrom(ip, second.url).post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(
        429,
      );
      expect((await clientFrom(ip).post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

/** Another createApp with its own knex pool (PostgreSQL) on the same database, listening on its own port. */
const startSecondInstance = async () => {
  const db: Knex = t.database.url ? createDatabase({ databaseUrl: t.database.url, dataDir: '' }) : t.db;
  const app = createApp({ config: t.config, db, logger: pino({ level: 'silent' }), clock: t.clock });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (db !== t.db) await db.destroy();
    },
  };
};

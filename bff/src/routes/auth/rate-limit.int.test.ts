import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { TestClient } from '../../../test/support/client';
import { createApp } from '../../app';
import { messages } from '../../contract/messages';
import { api } from '../../contract/paths';
import { createDatabase } from '../../db/knex';
import { registerVerified, signUpBody, startAuthApp, type AuthTestApp } from './auth-test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

const WINDOW_S = 15 * 60;
let ipCounter = 0;
/** A client seen from its own IP (the app trusts X-Forwarded-For behind its https PUBLIC_URL). */
const clientFrom = (ip = `203.0.113.${++ipCounter}`, base: string = t.url) => {
  const client = new TestClient(base);
  const post = client.post;
  client.post = (path, body, options = {}) => post(path, body, { ...options, headers: { 'X-Forwarded-For': ip, ...options.headers } });
  return client;
};

describe('rate limits', () => {
  it('rate limit per account: login answers 429 after 5 tries, with Retry-After and a clear message', async () => {
    const user = await registerVerified(t);
    const client = clientFrom();
    for (let i = 0; i < 5; i += 1) expect((await client.post(api.login, { email: user.email, password: 'Wrong-pass1' })).status).toBe(401);
    // From another IP too: the account is what is counted.
    const res = await clientFrom().post(api.login, { email: user.email, password: user.password });
    expect(res.status).toBe(429);
    expect(res.json()).toEqual({ error: messages.auth.tooManyRequests });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);

    // The window passes (fake clock) and the right password works again.
    t.clock.advance(WINDOW_S * 1000);
    try {
      expect((await client.post(api.login, { email: user.email, password: user.password })).status).toBe(200);
    } finally {
      t.clock.advance(-WINDOW_S * 1000);
    }
  }, 90_000);

  it('rate limit per IP: 20 tries from one address, then 429 whatever the account', async () => {
    const client = clientFrom();
    for (let i = 0; i < 20; i += 1) expect((await client.post(api.login, { email: `probe${i}@example.com`, password: 'x' })).status).toBe(401);
    const res = await client.post(api.login, { email: 'probe-last@example.com', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await clientFrom().post(api.login, { email: 'probe-last@example.com', password: 'x' })).status).toBe(401);
  }, 90_000);

  it('rate limit on register, resend and reset requests: 429 after 5 per account', async () => {
    const body = signUpBody(t.countryId);
    const cases: [string, Record<string, string>][] = [
      [api.register, body],
      [api.resendVerification, { email: body.email }],
      [api.requestPasswordReset, { email: body.email }],
    ];
    for (const [path, payload] of cases) {
      for (let i = 0; i < 5; i += 1) expect((await clientFrom().post(path, payload)).status).toBeLessThan(300);
      const res = await clientFrom().post(path, payload);
      expect(res.status, path).toBe(429);
      expect(res.headers.get('retry-after'), path).toBeTruthy();
    }
  }, 90_000);

  it('rate limit shared across bff processes: a second app instance on the same database sees the same count', async () => {
    const second = await startSecondInstance();
    try {
      const user = await registerVerified(t);
      const ip = '198.51.100.7';
      for (let i = 0; i < 3; i += 1) expect((await clientFrom(ip).post(api.login, { email: user.email, password: 'Wrong-pass1' })).status).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await clientFrom(ip, second.url).post(api.login, { email: user.email, password: 'Wrong-pass1' })).status).toBe(401);
      expect((await clientFrom(ip, second.url).post(api.login, { email: user.email, password: user.password })).status).toBe(429);
      expect((await clientFrom(ip).post(api.login, { email: user.email, password: user.password })).status).toBe(429);
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

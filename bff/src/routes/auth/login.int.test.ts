import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { createAuthService } from '../../services/auth/auth-service';
import { authDepsFrom } from '../../services/auth/from-app';
import { hashSessionId } from '../../sessions/ids';
import { HOST_SESSION_COOKIE as SESSION_COOKIE } from '../../sessions/middleware';
import { registerVerified, signUpBody, startAuthApp, type AuthTestApp } from './auth-test-support';
import { endpoints } from '../../contract/endpoints';

let t: AuthTestApp;
beforeAll(async () => {
  // The production cost (the test apps' default is test-low): the throw-away hash's cost is asserted below.
  t = await startAuthApp({ PASSWORD_HASH_COST: 'owasp' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

const sessionRow = (cookie: string | undefined) =>
  t
    .db('http_sessions')
    .where({ id: hashSessionId(cookie ?? '') })
    .first();

describe('POST /api/login', () => {
  it('signs a verified user in and answers the user without secrets', async () => {
    const { email, password, client } = await registerVerified(t);
    await client.post(endpoints.logout.path);
    const res = await client.post(endpoints.login.path, { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    const { user } = res.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({ email, category: 'Member', first_name: 'Ada' });
    expect(Object.keys(user).sort()).toEqual(['category', 'country_id', 'email', 'first_name', 'id', 'last_name']);
    expect((await client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email } });
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown address alike', async () => {
    const { email } = await registerVerified(t);
    const wrong = await t.client().post(endpoints.login.path, { email, password: 'Wrong-password1' });
    const unknown = await t.client().post(endpoints.login.path, { email: 'nobody@example.com', password: 'Wrong-password1' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ error: messages.auth.invalidCredentials });
    expect(unknown.json()).toEqual({ error: messages.auth.invalidCredentials });
  });

  it('no account enumeration at login: an unknown address costs one argon2 verify, like a wrong password', async () => {
    const { email } = await registerVerified(t);
    const real = authDepsFrom({ config: t.config, db: t.db, logger: pino({ level: 'silent' }), clock: t.clock });
    const verified: string[] = [];
    const auth = createAuthService({
      ...real,
      passwords: {
        hash: real.passwords.hash,
        verify: async (stored, password) => (verified.push(stored), real.passwords.verify(stored, password)),
      },
    });
    await expect(auth.login({ email, password: 'Wrong-password1' }, '192.0.2.1')).rejects.toMatchObject({ status: 401 });
    await expect(auth.login({ email: 'ghost@example.com', password: 'Wrong-password1' }, '192.0.2.1')).rejects.toMatchObject({
      status: 401,
    });
    expect(verified).toHaveLength(2);
    // The throw-away hash has the same argon2id cost as a real one.
    for (const hash of verified) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('#23.13 past its failure budget an address costs argon2 only for a known account, behind the response floor', async () => {
    const { email, password } = await registerVerified(t);
    const real = authDepsFrom({ config: t.config, db: t.db, logger: pino({ level: 'silent' }), clock: t.clock });
    const verified: string[] = [];
    const auth = createAuthService({
      ...real,
      rateLimits: { ...real.rateLimits!, loginFailuresPerIp: 1 },
      responseFloorMs: 100,
      passwords: {
        hash: real.passwords.hash,
        verify: async (stored, candidate) => (verified.push(stored), real.passwords.verify(stored, candidate)),
      },
    });
    const ip = '192.0.2.13';
    await expect(auth.login({ email: 'spent@example.com', password: 'Wrong-password1' }, ip)).rejects.toMatchObject({ status: 401 });
    verified.length = 0;
    const started = performance.now();
    await expect(auth.login({ email: 'made-up@example.com', password: 'Wrong-password1' }, ip)).rejects.toMatchObject({ status: 429 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(99);
    expect(verified).toEqual([]);
    await expect(auth.login({ email, password: 'Wrong-password1' }, ip)).rejects.toMatchObject({ status: 429 });
    expect(verified).toHaveLength(1);
    await expect(auth.login({ email, password }, ip)).resolves.toMatchObject({ email });
  });

  it('refuses an unverified address with 403 and a message containing "verify your email"', async () => {
    const body = signUpBody(t.countryId);
    await t.client().post(endpoints.register.path, body);
    const res = await t.client().post(endpoints.login.path, { email: body.email, password: body.password });
    expect(res.status).toBe(403);
    expect(res.json<{ error: string }>().error).toContain('verify your email');
  });

  it('validates the body with product §5 messages', async () => {
    expect((await t.client().post(endpoints.login.path, { email: 'nope', password: 'x' })).json()).toEqual({
      error: messages.validation.emailInvalid,
    });
    expect((await t.client().post(endpoints.login.path, { email: 'a@b.co', password: '' })).json()).toEqual({
      error: messages.validation.passwordRequired,
    });
  });

  it('session fixation: the session id changes at login and the previous session row is gone', async () => {
    // Classic fixation: the attacker signs in, plants that session cookie in the victim's browser,
    // and waits for the victim to sign in on it.
    const attacker = await registerVerified(t);
    const victim = await registerVerified(t);
    const browser = t.client();
    await browser.post(endpoints.login.path, { email: attacker.email, password: attacker.password });
    const planted = new Map(browser.cookies);
    const plantedId = planted.get(SESSION_COOKIE);
    expect(await sessionRow(plantedId)).toMatchObject({ user_id: attacker.id });

    const res = await browser.post(endpoints.login.path, { email: victim.email, password: victim.password });
    expect(res.status).toBe(200);
    const after = browser.cookies.get(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(plantedId);
    expect(await sessionRow(after)).toMatchObject({ user_id: victim.id });
    expect(await sessionRow(plantedId)).toBeUndefined();

    // The attacker's copy of the old cookie reaches nobody's account.
    const attackerCopy = t.client();
    for (const [k, v] of planted) attackerCopy.cookies.set(k, v);
    expect((await attackerCopy.get(endpoints.getUser.path)).status).toBe(401);
    expect((await browser.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email: victim.email } });
  });
});

describe('#23.4 at most SESSIONS_MAX_PER_USER live sessions per user', () => {
  it('#23.4 at most 10 live sessions per user: the 11th sign-in ends the oldest, the other ten stay signed in', async () => {
    const { email, password, id, client: first } = await registerVerified(t);
    const later: ReturnType<AuthTestApp['client']>[] = [];
    try {
      for (let i = 0; i < 10; i += 1) {
        t.clock.advance(1000);
        const client = t.client();
        expect((await client.post(endpoints.login.path, { email, password })).status).toBe(200);
        later.push(client);
      }
    } finally {
      t.clock.advance(-10_000);
    }
    expect(await t.db('http_sessions').where({ user_id: id })).toHaveLength(10);
    expect((await first.get(endpoints.getUser.path)).status).toBe(401);
    for (const client of later) expect((await client.get(endpoints.getUser.path)).status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('logout destroys the session row and the user is signed out', async () => {
    const { client, id } = await registerVerified(t);
    const cookie = client.cookies.get(SESSION_COOKIE);
    const signature = client.cookies.get(`${SESSION_COOKIE}.sig`);
    expect(await sessionRow(cookie)).toMatchObject({ user_id: id });
    const res = await client.post(endpoints.logout.path);
    expect(res.status).toBe(200);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await client.get(endpoints.getUser.path)).status).toBe(401);
    // Replaying the old cookies does not bring the session back.
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, cookie!);
    replay.cookies.set(`${SESSION_COOKIE}.sig`, signature!);
    expect((await replay.get(endpoints.getUser.path)).status).toBe(401);
  });

  it('answers a signed-out logout calmly', async () => {
    const res = await t.client().post(endpoints.logout.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ message: messages.auth.loggedOut });
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { hashSessionId } from '../../sessions/ids';
import { HOST_SESSION_COOKIE as SESSION_COOKIE } from '../../sessions/middleware';
import { registerVerified, signUpBody, startAuthApp, type AuthTestApp } from './auth-test-support';
import { endpoints } from '../../contract/endpoints';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

/** Signs up a fresh address and returns the token from its verification mail, and the browser that signed up. */
const signUp = async () => {
  const body = signUpBody(t.countryId);
  const browser = t.client();
  await browser.post(endpoints.register.path, body);
  return { ...body, browser, token: t.tokenIn(await t.mail(body.email, /Verify your email/), '/verify-email') };
};
const verify = (token: string, client = t.client()) => client.get(`${endpoints.verifyEmail.path}?token=${encodeURIComponent(token)}`);

describe('GET /api/verify-email', () => {
  it('verifies, signs the browser that signed up in under a new session id and answers { user, message } with Referrer-Policy: no-referrer', async () => {
    const { email, token, browser: client } = await signUp();
    const res = await verify(token, client);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.json()).toMatchObject({ user: { email, category: 'Member' }, message: messages.auth.verified });
    const sid = client.cookies.get(SESSION_COOKIE);
    expect(
      await t
        .db('http_sessions')
        .where({ id: hashSessionId(sid ?? '') })
        .first(),
    ).toBeDefined();
    expect((await client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email } });
    expect(await t.db('users').where({ email }).first()).toMatchObject({ email_verified: true, verification_token_hash: null });
  });

  it('verification token: 256 random bits, only its SHA-256 hash stored, valid 24 h', async () => {
    const { email, token } = await signUp();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = (await t.db('users').where({ email }).first()) as Record<string, unknown>;
    expect(row.verification_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const ttl = new Date(row.verification_token_expires as string).getTime() - t.clock.now().getTime();
    expect(ttl).toBe(24 * 60 * 60 * 1000);
  });

  it('verification token used twice: the second use changes nothing and signs nobody in, and says the address is already verified (#24.10)', async () => {
    const { email, token, browser } = await signUp();
    expect((await verify(token, browser)).status).toBe(200);
    const sid = browser.cookies.get(SESSION_COOKIE);
    const row = await t.db('users').where({ email }).first();
    for (const client of [browser, t.client()]) {
      const again = await verify(token, client);
      expect(again.status).toBe(200);
      expect(again.json()).toEqual({ message: messages.auth.alreadyVerified, already_verified: true });
      expect(again.headers.get('referrer-policy')).toBe('no-referrer');
    }
    // The browser that signed up keeps the session its first use gave it, and no other is made.
    expect(browser.cookies.get(SESSION_COOKIE)).toBe(sid);
    expect(await t.db('users').where({ email }).first()).toEqual(row);
    const stranger = t.client();
    await verify(token, stranger);
    expect((await stranger.get(endpoints.getUser.path)).status).toBe(401);
  });

  it('#24.10 only the SHA-256 of the used token is kept, with the time it was used', async () => {
    const { email, token } = await signUp();
    await verify(token);
    const row = (await t.db('users').where({ email }).first()) as Record<string, unknown>;
    expect(row.verification_token_used_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(new Date(row.verification_token_used_at as string).getTime()).toBe(t.clock.now().getTime());
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('#24.10 a link that was replaced before it was used still says invalid or expired, not already verified', async () => {
    const { email, token: first } = await signUp();
    await t.client().post(endpoints.resendVerification.path, { email });
    const resent = await t.smtp.waitFor(
      (m) => m.text?.includes('/verify-email?token=') === true && !m.text.includes(first) && JSON.stringify(m.to).includes(email),
    );
    expect((await verify(t.tokenIn(resent, '/verify-email'))).status).toBe(200);
    const res = await verify(first);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.auth.verificationInvalid });
  });

  it('verification token expired (fake clock): refused after 24 h', async () => {
    const { token, email } = await signUp();
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      const res = await verify(token);
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ error: messages.auth.verificationInvalid });
      expect(await t.db('users').where({ email }).first()).toMatchObject({ email_verified: false });
    } finally {
      t.clock.advance(-24 * 60 * 60 * 1000);
    }
  });

  it('wrong verification token: refused, and a missing one gets "Invalid verification link"', async () => {
    await signUp();
    const wrong = await verify('A'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toEqual({ error: messages.auth.verificationInvalid });
    expect(wrong.headers.get('referrer-policy')).toBe('no-referrer');
    const missing = await t.client().get(endpoints.verifyEmail.path);
    expect(missing.status).toBe(400);
    expect(missing.json()).toEqual({ error: messages.auth.verificationMissingToken });
  });

  it('verification token consumed atomically: of two concurrent uses exactly one verifies, the other finds it already verified', async () => {
    const { token } = await signUp();
    const results = await Promise.all([verify(token), verify(token)]);
    expect(results.map((r) => r.json<{ message: string }>().message).sort()).toEqual(
      [messages.auth.verifiedPleaseSignIn, messages.auth.alreadyVerified].sort(),
    );
  });
});

/** A verified member asks for a new address; returns the member, the address and the token mailed to it. */
const changeAddress = async () => {
  const m = await registerVerified(t);
  const newEmail = `changed-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await m.client.request(endpoints.updateMemberSettings.path, {
    method: 'PUT',
    body: { first_name: m.first_name, last_name: m.last_name, email: newEmail, country_id: m.country_id, currentPassword: m.password },
  });
  expect(res.status).toBe(200);
  return { m, newEmail, token: t.tokenIn(await t.mail(newEmail, /Confirm your new/), '/verify-email') };
};

describe('GET /api/verify-email for a changed address (issue #9)', () => {
  it('confirming a changed address signs nobody in: { message } without user, no signed-in session, GET /api/user 401', async () => {
    const { m, newEmail, token } = await changeAddress();
    const client = t.client();
    const res = await verify(token, client);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ message: messages.auth.emailChangeConfirmed });
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await client.get(endpoints.getUser.path)).status).toBe(401);
    const sid = client.cookies.get(SESSION_COOKIE);
    if (sid)
      expect(
        await t
          .db('http_sessions')
          .where({ id: hashSessionId(sid) })
          .whereNotNull('user_id')
          .first(),
      ).toBeUndefined();
    expect(await t.db('users').where({ id: m.id }).first()).toMatchObject({ email: newEmail, pending_email: null, email_verified: true });
    // The owner's own session goes on, now under the new address.
    expect((await m.client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email: newEmail } });
  });

  it('#24.10 the link opened again says the address is already verified, and changes nothing', async () => {
    const { m, token } = await changeAddress();
    await verify(token);
    const row = await t.db('users').where({ id: m.id }).first();
    const again = await verify(token, m.client);
    expect(again.json()).toEqual({ message: messages.auth.alreadyVerified, already_verified: true });
    expect(await t.db('users').where({ id: m.id }).first()).toEqual(row);
  });

  it("a signed-in session of someone else that opens the link stays theirs and does not become the owner's", async () => {
    const { m, token } = await changeAddress();
    const other = await registerVerified(t);
    const before = other.client.cookies.get(SESSION_COOKIE);
    expect((await verify(token, other.client)).json()).toEqual({ message: messages.auth.emailChangeConfirmed });
    expect(other.client.cookies.get(SESSION_COOKIE)).toBe(before);
    expect((await other.client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { id: other.id, email: other.email } });
    expect(other.id).not.toBe(m.id);
  });
});

describe('token pages', () => {
  it('the /verify-email and /reset-password pages send Referrer-Policy: no-referrer', async () => {
    for (const page of ['/verify-email?token=abc', '/reset-password?token=abc']) {
      const res = await t.client().get(page);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect((await t.client().get('/login')).headers.get('referrer-policy')).not.toBe('no-referrer');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/support/client';
import { messages } from '../../contract/messages';
import { HOST_SESSION_COOKIE as SESSION_COOKIE } from '../../sessions/middleware';
import { registerVerified, signUpBody, startAuthApp, type AuthTestApp } from './auth-test-support';
import { endpoints } from '../../contract/endpoints';

// Issue #23 items 1 and 2, as reproduced against `pnpm start`: an attacker signs up with the
// victim's address and never verifies; the victim signs up, resends, opens the link and used to be
// signed in to the attacker's account. And a link to the attacker's own verification token, opened
// by the victim, used to sign the victim in to the attacker's account (login CSRF).
let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

const ATTACKER = { first_name: 'Mallory', last_name: 'Attacker', password: 'Attacker-pass1' };
const VICTIM = { first_name: 'Victoria', last_name: 'Owner', password: 'Victim-pass2' };

/** The verification link of the first mail to `to` received after the first `after` mails. */
const linkAfter = async (after: number, to: string) => {
  const mail = await t.smtp.waitFor(
    (m) =>
      t.smtp.messages.indexOf(m) >= after &&
      JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()) &&
      /Verify your email/.test(m.subject ?? ''),
  );
  return t.tokenIn(mail, '/verify-email');
};
const verify = (client: TestClient, token: string) => client.get(`${endpoints.verifyEmail.path}?token=${token}`);
const login = (email: string, password: string) => t.client().post(endpoints.login.path, { email, password });

/** The attacker signs up with the victim's address; returns it with the attacker's browser and link. */
const attackerSignsUp = async () => {
  const body = signUpBody(t.countryId, ATTACKER);
  const attacker = t.client();
  const before = t.smtp.messages.length;
  const res = await attacker.post(endpoints.register.path, body);
  expect(res.status).toBe(201);
  return { email: body.email, body, attacker, answer: res.text, link: await linkAfter(before, body.email) };
};

describe('#23.1 pre-hijacked sign-up', () => {
  it('#23.1 pre-hijacked sign-up: attacker registers, victim signs up (201, same message), resends and opens the link in their browser: signed in as the victim; the attacker’s password is refused, the victim’s accepted', async () => {
    const { email, answer } = await attackerSignsUp();

    const victim = t.client();
    let mark = t.smtp.messages.length;
    const signUp = await victim.post(endpoints.register.path, { ...signUpBody(t.countryId, VICTIM), email });
    expect(signUp.status).toBe(201);
    expect(signUp.text).toBe(answer);
    expect(signUp.json()).toEqual({ message: messages.auth.registered });
    await linkAfter(mark, email);

    mark = t.smtp.messages.length;
    expect((await victim.post(endpoints.resendVerification.path, { email })).json()).toEqual({ message: messages.auth.verificationSent });
    const link = await linkAfter(mark, email);

    const opened = await verify(victim, link);
    expect(opened.status).toBe(200);
    expect(opened.json()).toMatchObject({ message: messages.auth.verified, user: { email, first_name: 'Victoria', last_name: 'Owner' } });
    expect((await victim.get(endpoints.getUser.path)).json()).toMatchObject({ user: { first_name: 'Victoria' } });

    expect((await login(email, ATTACKER.password)).status).toBe(401);
    const own = await login(email, VICTIM.password);
    expect(own.status).toBe(200);
    expect(own.json()).toMatchObject({ user: { first_name: 'Victoria', last_name: 'Owner' } });
  });

  it('#23.1 pre-hijacked sign-up: the victim’s sign-up kills the attacker’s link, reset link and sessions, and mails the victim a verification link (not "already registered")', async () => {
    const { email, link: attackerLink } = await attackerSignsUp();
    const stale = await t.db('users').whereRaw('lower(email) = ?', [email]).first();
    await t.client().post(endpoints.requestPasswordReset.path, { email });
    const [session] = (await t
      .db('http_sessions')
      .insert({ id: `stale-${Date.now()}`, user_id: stale.id, data: {}, expires_at: new Date(Date.now() + 86_400_000) })
      .returning('id')) as { id: string }[];

    const mark = t.smtp.messages.length;
    await t.client().post(endpoints.register.path, { ...signUpBody(t.countryId, VICTIM), email });
    await linkAfter(mark, email);
    expect(t.smtp.messages.slice(mark).filter((m) => /already have a Next-Level account/.test(m.subject ?? ''))).toEqual([]);

    const row = await t.db('users').where({ id: stale.id }).first();
    expect(row).toMatchObject({
      first_name: 'Victoria',
      email_verified: false,
      password_reset_token_hash: null,
      pending_email: null,
    });
    expect(row.password).not.toBe(stale.password);
    expect(row.verification_token_hash).not.toBe(stale.verification_token_hash);
    expect(row.signup_nonce_hash).not.toBe(stale.signup_nonce_hash);
    expect(await t.db('http_sessions').where({ id: session!.id }).first()).toBeUndefined();

    const old = await verify(t.client(), attackerLink);
    expect(old.status).toBe(400);
    expect(old.json()).toEqual({ error: messages.auth.verificationInvalid });
  });

  it('#23.1 pre-hijacked sign-up: an attacker who signs up again after the victim takes the password back, but the victim opening the link is not signed in (the nonce no longer matches)', async () => {
    const { email, body, attacker } = await attackerSignsUp();
    const victim = t.client();
    let mark = t.smtp.messages.length;
    await victim.post(endpoints.register.path, { ...signUpBody(t.countryId, VICTIM), email });
    await linkAfter(mark, email);
    mark = t.smtp.messages.length;
    await attacker.post(endpoints.register.path, body);
    const link = await linkAfter(mark, email);

    const opened = await verify(victim, link);
    expect(opened.status).toBe(200);
    expect(opened.json()).toEqual({ message: messages.auth.verifiedPleaseSignIn });
    expect((await victim.get(endpoints.getUser.path)).status).toBe(401);
    // The victim must reset, which ends every session of the account (the attacker's included).
    const signedIn = t.client();
    expect((await signedIn.post(endpoints.login.path, { email, password: ATTACKER.password })).status).toBe(200);
    mark = t.smtp.messages.length;
    await t.client().post(endpoints.requestPasswordReset.path, { email });
    const resetMail = await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= mark && /Reset your/.test(m.subject ?? ''));
    const reset = await t
      .client()
      .post(endpoints.resetPassword.path, { token: t.tokenIn(resetMail, '/reset-password'), newPassword: 'Victim-reset3' });
    expect(reset.status).toBe(200);
    expect((await signedIn.get(endpoints.getUser.path)).status).toBe(401);
    expect((await login(email, ATTACKER.password)).status).toBe(401);
  });

  it('#23.1 pre-hijacked sign-up: a verified account is left as it is and its owner gets the "already registered" notice', async () => {
    const owner = await registerVerified(t);
    const mark = t.smtp.messages.length;
    const res = await t.client().post(endpoints.register.path, { ...signUpBody(t.countryId, ATTACKER), email: owner.email });
    expect(res.status).toBe(201);
    await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= mark && /already have a Next-Level account/.test(m.subject ?? ''));
    expect((await login(owner.email, ATTACKER.password)).status).toBe(401);
    expect((await login(owner.email, owner.password)).json()).toMatchObject({ user: { first_name: 'Ada' } });
  });

  it('#23.1 pre-hijacked sign-up: concurrent sign-ups for one address leave one account whose last link and nonce hold', async () => {
    const { email } = signUpBody(t.countryId);
    const browsers = [t.client(), t.client(), t.client()];
    let mark = t.smtp.messages.length;
    const answers = await Promise.all(
      browsers.map((b, i) =>
        b.post(endpoints.register.path, { ...signUpBody(t.countryId, { ...VICTIM, first_name: `Racer${i}` }), email }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const rows = await t.db('users').whereRaw('lower(email) = ?', [email]);
    expect(rows).toHaveLength(1);
    const winner = browsers.findIndex((_, i) => rows[0].first_name === `Racer${i}`);
    expect(winner).toBeGreaterThanOrEqual(0);
    // Every racer's mail has arrived before the winner asks for a fresh link.
    await t.smtp.waitFor(() => t.smtp.messages.slice(mark).filter((m) => /Verify your email/.test(m.subject ?? '')).length === 3);
    mark = t.smtp.messages.length;
    await browsers[winner]!.post(endpoints.resendVerification.path, { email });
    const opened = await verify(browsers[winner]!, await linkAfter(mark, email));
    expect(opened.json()).toMatchObject({ user: { first_name: `Racer${winner}` } });
  });
});

describe('#23.2 login CSRF through a verification link', () => {
  it('#23.2 login CSRF through a verification link: the attacker’s link opened in the victim’s signed-in browser verifies the attacker’s address, signs nobody in and leaves the victim’s session as it was', async () => {
    const victim = await registerVerified(t, { first_name: 'Victoria' });
    const before = victim.client.cookies.get(SESSION_COOKIE);
    const { email, link } = await attackerSignsUp();

    const res = await verify(victim.client, link);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ message: messages.auth.verifiedPleaseSignIn });
    expect(victim.client.cookies.get(SESSION_COOKIE)).toBe(before);
    expect((await victim.client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { id: victim.id, first_name: 'Victoria' } });
    expect(await t.db('users').whereRaw('lower(email) = ?', [email]).first()).toMatchObject({ email_verified: true });
    // Verified: its owner signs in with the password, as the answer asks.
    expect((await login(email, ATTACKER.password)).status).toBe(200);
  });

  it('#23.2 login CSRF through a verification link: opened in a browser with no session, it verifies and asks to sign in', async () => {
    const { link } = await attackerSignsUp();
    const stranger = t.client();
    expect((await verify(stranger, link)).json()).toEqual({ message: messages.auth.verifiedPleaseSignIn });
    expect((await stranger.get(endpoints.getUser.path)).status).toBe(401);
    expect(stranger.cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('#23.2 login CSRF through a verification link: the browser that signed up is signed in, and its sign-up cookie is spent', async () => {
    const { email, attacker: browser, link } = await attackerSignsUp();
    expect([...browser.cookies.keys()]).toContain('__Host-nl.signup');
    const res = await verify(browser, link);
    expect(res.json()).toMatchObject({ message: messages.auth.verified, user: { email } });
    expect(browser.cookies.has('__Host-nl.signup')).toBe(false);
    expect((await browser.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email } });
  });

  it('#23.2 login CSRF through a verification link: the sign-up cookie is httpOnly, SameSite=Lax, Secure, __Host- over https and lives as long as the link (24 h); every sign-up answer sets one', async () => {
    const owner = await registerVerified(t);
    for (const email of [`fresh-${Date.now()}@example.com`, owner.email]) {
      const res = await t.client().post(endpoints.register.path, { ...signUpBody(t.countryId), email });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-nl.signup='));
      expect(cookie, email).toBeDefined();
      expect(cookie).toMatch(/^__Host-nl\.signup=[A-Za-z0-9_-]{43}; /);
      // The cookies package writes maxAge as Expires, from the real clock.
      const expires = new Date(/; expires=([^;]+)/i.exec(cookie!)![1]!).getTime();
      expect(Math.abs(expires - (Date.now() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
      expect(cookie).toMatch(/; path=\//);
      expect(cookie).toMatch(/; secure/i);
      expect(cookie).toMatch(/; samesite=lax/i);
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).not.toMatch(/domain=/i);
    }
  });
});

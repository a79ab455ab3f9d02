import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { PUBLIC_URL, registerVerified, signUpBody, startAuthApp, type AuthTestApp } from './auth-test-support';
import { endpoints } from '../../contract/endpoints';

let t: AuthTestApp;
beforeAll(async () => {
  // Behind one trusted proxy, so the spoofed-Host test below reaches the app with X-Forwarded-Host believed;
  // at the production argon2 cost (the test apps' default is test-low), whose parameters are asserted below.
  t = await startAuthApp({ TRUSTED_PROXIES: '1', PASSWORD_HASH_COST: 'owasp' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

const userByEmail = (email: string) => t.db('users').whereRaw('lower(email) = ?', [email.toLowerCase()]);

describe('POST /api/register', () => {
  it('creates an unverified Member and answers 201 with the message', async () => {
    const body = signUpBody(t.countryId);
    const res = await t.client().post(endpoints.register.path, body);
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ message: messages.auth.registered });
    const [row] = await userByEmail(body.email);
    expect(row).toMatchObject({ category: 'Member', email_verified: false, first_name: 'Ada' });
    expect(row.password).not.toContain(body.password);
  });

  it('argon2id (m=19 MiB, t=2, p=1): the stored password is an argon2id PHC string with OWASP parameters', async () => {
    const body = signUpBody(t.countryId);
    await t.client().post(endpoints.register.path, body);
    const [row] = await userByEmail(body.email);
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses passwords over 128 characters', async () => {
    const res = await t.client().post(endpoints.register.path, signUpBody(t.countryId, { password: `Aa1${'x'.repeat(126)}` }));
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.validation.passwordTooLong });
    const login = await t.client().post(endpoints.login.path, { email: 'a@b.co', password: 'x'.repeat(129) });
    expect(login.json()).toEqual({ error: messages.validation.passwordTooLong });
  });

  it('words bad input as product §5 does', async () => {
    const post = async (overrides: Record<string, string>) =>
      (await t.client().post(endpoints.register.path, signUpBody(t.countryId, overrides))).json();
    expect(await post({ first_name: '' })).toEqual({ error: messages.validation.firstNameRequired });
    expect(await post({ last_name: 'x'.repeat(51) })).toEqual({ error: messages.validation.lastNameTooLong });
    expect(await post({ email: 'nope' })).toEqual({ error: messages.validation.emailInvalid });
    expect(await post({ password: 'short' })).toEqual({ error: messages.validation.passwordMin });
    expect(await post({ password: 'alllowercase1' })).toEqual({ error: messages.validation.passwordComplexity });
    expect(await post({ country_id: '' })).toEqual({ error: messages.validation.countryRequired });
    expect(await post({ country_id: 'not-a-country' })).toEqual({ error: messages.validation.countryRequired });
  });

  it('mails links built from PUBLIC_URL, never the request Host (spoofed Host header)', async () => {
    const body = signUpBody(t.countryId);
    const res = await t.client().post(endpoints.register.path, body, {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http', Origin: 'http://evil.example' },
    });
    expect(res.status).toBe(201);
    const mail = await t.mail(body.email, /Verify your email/);
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(`${mail.text}${String(mail.html)}`).not.toContain('evil.example');
    expect(String(mail.html)).toContain(`href="${PUBLIC_URL}/verify-email?token=`);
  });

  it('answers a verified e-mail identically and mails its owner sign-in and reset links', async () => {
    const body = await registerVerified(t);
    const first = await t.client().post(endpoints.register.path, signUpBody(t.countryId));
    const again = await t.client().post(endpoints.register.path, {
      ...signUpBody(t.countryId),
      email: body.email.toUpperCase(),
      first_name: 'Mallory',
      password: 'Different9',
    });
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(await userByEmail(body.email)).toHaveLength(1);
    const notice = await t.mail(body.email, /already have a Next-Level account/);
    expect(notice.text).toContain(`${PUBLIC_URL}/login`);
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(notice.text).toContain('Ada');
  });
});

describe('POST /api/resend-verification', () => {
  it('answers the same message for unknown, verified and unverified addresses, mailing only the unverified', async () => {
    const body = signUpBody(t.countryId);
    await t.client().post(endpoints.register.path, body);
    const firstToken = t.tokenIn(await t.mail(body.email, /Verify your email/), '/verify-email');
    const unknown = await t.client().post(endpoints.resendVerification.path, { email: 'nobody@example.com' });
    const pending = await t.client().post(endpoints.resendVerification.path, { email: body.email });
    expect(unknown.status).toBe(200);
    expect(pending.text).toBe(unknown.text);
    expect(pending.json()).toEqual({ message: messages.auth.verificationSent });
    await t.smtp.waitFor(
      (m) => m.text?.includes('/verify-email?token=') === true && !m.text.includes(firstToken) && JSON.stringify(m.to).includes(body.email),
    );
    // The new link replaces the old one.
    expect((await t.client().get(`${endpoints.verifyEmail.path}?token=${firstToken}`)).status).toBe(400);
    expect(t.smtp.messages.filter((m) => JSON.stringify(m.to).includes('nobody@example.com'))).toHaveLength(0);
  });

  it('requires an e-mail (product §5)', async () => {
    const res = await t.client().post(endpoints.resendVerification.path, {});
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.validation.emailRequired });
  });
});

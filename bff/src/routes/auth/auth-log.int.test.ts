import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_SESSION_COOKIE as SESSION_COOKIE } from '../../sessions/middleware';
import { signUpBody, startAuthApp, type AuthTestApp } from './auth-test-support';
import { endpoints } from '../../contract/endpoints';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());

describe('auth event log', () => {
  it('logs every auth event (login ok/failed, logout, reset requested/done, verification, settings changed) without tokens or passwords', async () => {
    const secrets: string[] = [];
    const body = signUpBody(t.countryId);
    secrets.push(body.password);
    const browser = t.client();
    await browser.post(endpoints.register.path, body);
    const verifyToken = t.tokenIn(await t.mail(body.email, /Verify your email/), '/verify-email');
    secrets.push(verifyToken);
    await browser.get(`${endpoints.verifyEmail.path}?token=${verifyToken}`);
    secrets.push(browser.cookies.get(SESSION_COOKIE)!);
    await browser.post(endpoints.logout.path);

    secrets.push('Wrong-secret-9');
    await browser.post(endpoints.login.path, { email: body.email, password: 'Wrong-secret-9' });
    await browser.post(endpoints.login.path, { email: 'nobody@example.com', password: 'Wrong-secret-9' });
    await browser.post(endpoints.login.path, { email: body.email, password: body.password });
    secrets.push(browser.cookies.get(SESSION_COOKIE)!);

    await t.client().post(endpoints.requestPasswordReset.path, { email: body.email });
    const resetToken = t.tokenIn(await t.mail(body.email, /Reset your Next-Level password/), '/reset-password');
    secrets.push(resetToken, 'Reset-secret-8');
    await t.client().post(endpoints.resetPassword.path, { token: resetToken, newPassword: 'Reset-secret-8' });

    await browser.post(endpoints.login.path, { email: body.email, password: 'Reset-secret-8' });
    const newEmail = `logged-${Date.now()}@example.com`;
    secrets.push('Settings-secret-7', 'Wrong-current-6');
    await browser.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: newEmail,
        country_id: t.countryId,
        password: 'Settings-secret-7',
        currentPassword: 'Wrong-current-6',
      },
    });
    await browser.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: newEmail,
        country_id: t.countryId,
        password: 'Settings-secret-7',
        currentPassword: 'Reset-secret-8',
      },
    });
    secrets.push(t.tokenIn(await t.mail(newEmail, /Confirm your new/), '/verify-email'));

    const events = t.logs.filter((l) => typeof l.authEvent === 'string');
    const names = events.map((l) => l.authEvent);
    for (const name of [
      'registered',
      'email.verified',
      'logout',
      'login.failed',
      'login.succeeded',
      'reset.requested',
      'reset.completed',
      'settings.changed',
      'settings.failed',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(events.find((l) => l.authEvent === 'settings.changed')).toMatchObject({
      changed: expect.arrayContaining(['email', 'password']),
    });
    expect(events.find((l) => l.authEvent === 'settings.failed')).toMatchObject({ reason: 'wrong-password' });
    expect(events.filter((l) => l.authEvent === 'login.failed').map((l) => l.reason)).toEqual(
      expect.arrayContaining(['wrong-password', 'unknown-email']),
    );

    const everything = JSON.stringify(t.logs);
    for (const secret of secrets) expect(everything.includes(secret), `log leaks ${secret.slice(0, 6)}…`).toBe(false);
    expect(everything).not.toMatch(/\$argon2id\$/);
  });
});

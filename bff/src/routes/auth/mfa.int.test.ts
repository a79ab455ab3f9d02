import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { messages, mfaMessages } from '../../contract/messages';
import type { MfaSetupResponse } from '../../contract/mfa';
import { createUser } from '../../../test/support/users';
import { registerVerified, startAuthApp, type AuthTestApp } from './auth-test-support';
import { codeFor, enrol, nextStep } from './mfa-test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

const signIn = (client = t.client(), email: string, password: string) => client.post(endpoints.login.path, { email, password });

/** A verified Member, signed in, with codes on; then signed out. */
const memberWithCodes = async () => {
  const { email, password, client } = await registerVerified(t);
  const codes = await enrol(t, client, password);
  await client.post(endpoints.logout.path);
  nextStep(t);
  return { email, password, ...codes };
};

describe('turning one-time codes on', () => {
  it('needs the current password, shows the secret as text and QR code, and confirms with a code; the secret is stored encrypted', async () => {
    const { email, password, client } = await registerVerified(t);
    const wrong = await client.post(endpoints.startMfaSetup.path, { currentPassword: 'Wrong-password1' });
    expect([wrong.status, wrong.json()]).toEqual([400, { error: messages.auth.currentPasswordIncorrect }]);

    const setup = await client.post(endpoints.startMfaSetup.path, { currentPassword: password });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_code } = setup.json<MfaSetupResponse>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(email));
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = (await t.db('user_totp').first()) as { secret_encrypted: string; confirmed_at: Date | null };
    expect(row.secret_encrypted).toMatch(/^v1:/);
    expect(row.secret_encrypted).not.toContain(secret);
    expect(row.confirmed_at).toBeNull();
    expect((await client.get(endpoints.getMfaStatus.path)).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });

    const confirm = await client.post(endpoints.confirmMfaSetup.path, { code: codeFor(t, secret) });
    expect(confirm.status).toBe(200);
    const body = confirm.json<{ recovery_codes: string[]; message: string }>();
    expect(body.message).toBe(mfaMessages.turnedOn);
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const stored = (await t.db('user_recovery_codes').select('code_hash')) as { code_hash: string }[];
    expect(stored.map((r) => r.code_hash).join()).not.toContain(body.recovery_codes[0]!.replace(/-/g, ''));
    expect((await client.get(endpoints.getMfaStatus.path)).json()).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
    expect((await t.mail(email, /Two-step verification was turned on/)).subject).toBe('Two-step verification was turned on');
  });

  it('refuses a wrong confirming code and stays off', async () => {
    const { password, client } = await registerVerified(t);
    const { secret } = (await client.post(endpoints.startMfaSetup.path, { currentPassword: password })).json<MfaSetupResponse>();
    const wrong = await client.post(endpoints.confirmMfaSetup.path, { code: codeFor(t, secret, 5 * 60_000) });
    expect([wrong.status, wrong.json()]).toEqual([400, { error: mfaMessages.codeInvalid }]);
    expect((await client.get(endpoints.getMfaStatus.path)).json()).toMatchObject({ enabled: false });
    const noSetup = await (await registerVerified(t)).client.post(endpoints.confirmMfaSetup.path, { code: '123456' });
    expect([noSetup.status, noSetup.json()]).toEqual([400, { error: mfaMessages.notStarted }]);
  });

  it('answers 401 signed out and 400 for a missing code', async () => {
    expect((await t.client().post(endpoints.startMfaSetup.path, { currentPassword: 'x' })).status).toBe(401);
    const { client } = await registerVerified(t);
    const res = await client.post(endpoints.confirmMfaSetup.path, {});
    expect([res.status, res.json()]).toEqual([400, { error: mfaMessages.codeRequired }]);
  });
});

describe('signing in with a code', () => {
  it('asks for a second step after the right password, with no session until a code is given', async () => {
    const { email, password, secret } = await memberWithCodes();
    const client = t.client();
    const first = await signIn(client, email, password);
    expect([first.status, first.json()]).toEqual([200, { second_step: 'code' }]);
    expect((await client.get(endpoints.getUser.path)).status).toBe(401);
    const second = await client.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) });
    expect(second.status).toBe(200);
    expect(second.json()).toMatchObject({ user: { email } });
    expect((await client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email } });
  });

  it('the activity log: codes turned on, a wrong code as a failed sign-in, one sign-in recorded after its second step', async () => {
    const { email, password, secret } = await memberWithCodes();
    const userId = ((await t.db('users').where({ email }).first('id')) as { id: string }).id;
    await t.db('activity_events').where({ user_id: userId }).delete();
    const client = t.client();
    await signIn(client, email, password);
    await client.post(endpoints.loginWithCode.path, { code: '000000' });
    await client.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) });
    const events = (await t.db('activity_events').where({ user_id: userId }).orderBy('at').select('kind', 'details')) as {
      kind: string;
      details: Record<string, unknown>;
    }[];
    expect(events.map((e) => [e.kind, e.details])).toEqual([
      ['sign-in-failed', { reason: 'wrong-code' }],
      ['sign-in', { method: 'with a one-time code' }],
    ]);
    const { client: other, password: pw } = await registerVerified(t);
    await enrol(t, other, pw);
    const [added] = (await t.db('activity_events').where({ kind: 'factor-added' }).orderBy('at', 'desc').select('details')) as {
      details: Record<string, unknown>;
    }[];
    expect(added?.details).toEqual({ factor: 'one-time codes' });
  });

  it('a wrong password still answers 401, never the second step', async () => {
    const { email } = await memberWithCodes();
    const res = await signIn(t.client(), email, 'Wrong-password1');
    expect([res.status, res.json()]).toEqual([401, { error: messages.auth.invalidCredentials }]);
  });

  it('refuses a code used before (the same time-step), even from another sign-in', async () => {
    const { email, password, secret } = await memberWithCodes();
    const code = codeFor(t, secret);
    const a = t.client();
    await signIn(a, email, password);
    expect((await a.post(endpoints.loginWithCode.path, { code })).status).toBe(200);
    const b = t.client();
    await signIn(b, email, password);
    const again = await b.post(endpoints.loginWithCode.path, { code });
    expect([again.status, again.json()]).toEqual([400, { error: mfaMessages.codeInvalid }]);
    // An earlier step's code is refused too once a later one was used.
    expect((await b.post(endpoints.loginWithCode.path, { code: codeFor(t, secret, -30_000) })).status).toBe(400);
    nextStep(t);
    expect((await b.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) })).status).toBe(200);
  });

  it('takes each recovery code once, typed with or without dashes and in capitals', async () => {
    const { email, password, recoveryCodes } = await memberWithCodes();
    const code = recoveryCodes[3]!;
    const a = t.client();
    await signIn(a, email, password);
    expect((await a.post(endpoints.loginWithCode.path, { code: code.toUpperCase().replace(/-/g, ' ') })).status).toBe(200);
    expect((await a.get(endpoints.getMfaStatus.path)).json()).toMatchObject({ recovery_codes_left: 9 });
    const b = t.client();
    await signIn(b, email, password);
    const again = await b.post(endpoints.loginWithCode.path, { code });
    expect([again.status, again.json()]).toEqual([400, { error: mfaMessages.codeInvalid }]);
    expect((await b.post(endpoints.loginWithCode.path, { code: recoveryCodes[4]! })).status).toBe(200);
  });

  it('refuses the second step without a pending sign-in, with a forged one and after its 5 minutes', async () => {
    const { email, password, secret } = await memberWithCodes();
    const none = await t.client().post(endpoints.loginWithCode.path, { code: '123456' });
    expect([none.status, none.json()]).toEqual([401, { error: mfaMessages.pendingExpired }]);

    const forged = t.client();
    await signIn(forged, email, password);
    const name = [...forged.cookies.keys()].find((k) => k.endsWith('nl.mfa'))!;
    const [userId] = forged.cookies.get(name)!.split('.');
    forged.cookies.set(name, `${userId}.${t.clock.now().getTime() + 3_600_000}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect((await forged.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) })).status).toBe(401);

    const late = t.client();
    await signIn(late, email, password);
    t.clock.advance(5 * 60_000 + 1);
    const expired = await late.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) });
    expect([expired.status, expired.json()]).toEqual([401, { error: mfaMessages.pendingExpired }]);
    expect((await late.get(endpoints.getUser.path)).status).toBe(401);
  });

  it('a password changed after the first step voids the pending sign-in', async () => {
    const { email, password, secret } = await memberWithCodes();
    const client = t.client();
    await signIn(client, email, password);
    await t.db('users').where({ email }).update({ password: '$argon2id$v=19$m=19456,t=2,p=1$changed' });
    expect((await client.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) })).status).toBe(401);
  });

  it('throttles wrong codes like passwords: 5 per account and client, then 429 even for the right code', async () => {
    const { email, password, secret } = await memberWithCodes();
    const client = t.client();
    await signIn(client, email, password);
    for (let i = 0; i < 5; i += 1) expect((await client.post(endpoints.loginWithCode.path, { code: '000000' })).status).toBe(400);
    const refused = await client.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({ error: messages.auth.tooManyRequests });
    t.clock.advance(15 * 60_000);
    await signIn(client, email, password);
    expect((await client.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) })).status).toBe(200);
  });

  it('users without codes sign in with the password alone, as before', async () => {
    const user = await createUser(t.db);
    const res = await signIn(t.client(), user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email } });
  });
});

describe('turning one-time codes off', () => {
  it('needs the current password, deletes the secret and recovery codes, mails the user; sign-in is one step again', async () => {
    const { email, password, client } = await registerVerified(t);
    await enrol(t, client, password);
    const wrong = await client.post(endpoints.disableMfa.path, { currentPassword: 'Wrong-password1' });
    expect([wrong.status, wrong.json()]).toEqual([400, { error: messages.auth.currentPasswordIncorrect }]);
    const off = await client.post(endpoints.disableMfa.path, { currentPassword: password });
    expect([off.status, off.json()]).toEqual([200, { message: mfaMessages.turnedOff }]);
    expect((await t.mail(email, /Two-step verification was turned off/)).subject).toBe('Two-step verification was turned off');
    expect((await client.get(endpoints.getMfaStatus.path)).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
    const again = await signIn(t.client(), email, password);
    expect(again.json()).toMatchObject({ user: { email } });
    const notOn = await client.post(endpoints.disableMfa.path, { currentPassword: password });
    expect([notOn.status, notOn.json()]).toEqual([409, { error: mfaMessages.notOn }]);
  });
});

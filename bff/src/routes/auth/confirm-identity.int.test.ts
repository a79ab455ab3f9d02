import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/support/client';
import { SoftwareAuthenticator, type SoftCredential } from '../../../test/support/software-authenticator';
import { endpoints, pathFor } from '../../contract/index';
import { messages, mfaMessages } from '../../contract/messages';
import { passkeyMessages } from '../../contract/messages/passkeys';
import type { MfaSetupResponse } from '../../contract/mfa';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../contract/passkeys';
import { CONFIRMATION_TTL_MS } from '../../services/auth/confirm-identity';
import { PUBLIC_URL, registerVerified, startAuthApp, type AuthTestApp } from './auth-test-support';
import { codeFor } from './mfa-test-support';

// Issue #27 item 6: one confirmation (the current password or a passkey) for adding and removing a
// passkey, turning codes on and off, and a new e-mail or password; here, each with a real assertion
// of a software authenticator's passkey (passkeys.int.test.ts covers the ceremony itself).

const m = passkeyMessages;
let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

interface Account {
  id: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  country_id: string;
  client: TestClient;
  authenticator: SoftwareAuthenticator;
  credential: SoftCredential;
  passkeyId: string;
}

/** A verified Member, signed in, with one passkey; the confirmation its registration gave has run out. */
const memberWithPasskey = async (): Promise<Account> => {
  const member = await registerVerified(t);
  const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
  const options = await member.client.post(endpoints.passkeyRegistrationOptions.path, { currentPassword: member.password });
  expect(options.status, options.text).toBe(200);
  const { response, credential } = authenticator.create(options.json<PasskeyCreationOptions>());
  const added = await member.client.post(endpoints.registerPasskey.path, { attestation: response, name: 'Laptop' });
  expect(added.status, added.text).toBe(201);
  t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
  return { ...member, authenticator, credential, passkeyId: added.json<{ passkey: { id: string } }>().passkey.id };
};

/** An assertion of the account's passkey against a fresh `confirm` challenge of its session. */
const assertion = async (a: Account, signer: Pick<Account, 'authenticator' | 'credential'> = a) => {
  const res = await a.client.post(endpoints.passkeyConfirmationOptions.path);
  expect(res.status, res.text).toBe(200);
  return signer.authenticator.get(res.json<PasskeyRequestOptions>(), signer.credential);
};

const settingsBody = (a: Account, changes: Record<string, unknown>) => ({
  first_name: a.first_name,
  last_name: a.last_name,
  email: a.email,
  country_id: a.country_id,
  ...changes,
});
const putSettings = (a: Account, changes: Record<string, unknown>) =>
  a.client.request(endpoints.updateMemberSettings.path, { method: 'PUT', body: settingsBody(a, changes) });

describe('confirming with a passkey instead of the current password (issue #27 item 6)', () => {
  it('removes a passkey', async () => {
    const a = await memberWithPasskey();
    const res = await a.client.post(pathFor(endpoints.removePasskey, { id: a.passkeyId }), { assertion: await assertion(a) });
    expect([res.status, res.json()]).toEqual([200, { message: m.removed }]);
    expect(await t.db('passkeys').where({ user_id: a.id })).toEqual([]);
    await t.mail(a.email, /A passkey was removed from your account/);
  });

  it('turns codes on (the setup) and off, mailing the user', async () => {
    const a = await memberWithPasskey();
    const setup = await a.client.post(endpoints.startMfaSetup.path, { assertion: await assertion(a) });
    expect(setup.status, setup.text).toBe(200);
    const confirmed = await a.client.post(endpoints.confirmMfaSetup.path, { code: codeFor(t, setup.json<MfaSetupResponse>().secret) });
    expect(confirmed.status, confirmed.text).toBe(200);
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);

    expect((await a.client.post(endpoints.disableMfa.path, {})).json()).toEqual({ error: m.confirmationRequired });
    const off = await a.client.post(endpoints.disableMfa.path, { assertion: await assertion(a) });
    expect([off.status, off.json()]).toEqual([200, { message: mfaMessages.turnedOff }]);
    expect((await a.client.get(endpoints.getMfaStatus.path)).json()).toMatchObject({ enabled: false });
    await t.mail(a.email, /Two-step verification was turned off/);
  });

  it('changes the password and the e-mail address', async () => {
    const a = await memberWithPasskey();
    const moved = await putSettings(a, { email: `moved-${a.email}`, assertion: await assertion(a) });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json()).toMatchObject({ message: messages.settings.updatedEmailPending });
    const changed = await putSettings(a, { password: 'Brand-new-pass1', assertion: await assertion(a) });
    expect(changed.status, changed.text).toBe(200);
    const signIn = await t.client().post(endpoints.login.path, { email: a.email, password: 'Brand-new-pass1' });
    expect(signIn.status).toBe(200);
  });

  it('a new e-mail or password needs a confirmation in the request: one given a minute before does not stand in', async () => {
    const a = await memberWithPasskey();
    // Removing a passkey with the password confirms the session for the sign-in-security actions...
    expect((await a.client.post(pathFor(endpoints.removePasskey, { id: a.passkeyId }), { currentPassword: a.password })).status).toBe(200);
    t.clock.advance(60_000);
    // ...and turning codes on accepts it; the settings' new password does not.
    expect((await a.client.post(endpoints.startMfaSetup.path, {})).status).toBe(200);
    const res = await putSettings(a, { password: 'Brand-new-pass1' });
    expect([res.status, res.json()]).toEqual([400, { error: messages.validation.currentPasswordRequired }]);
  });

  it("refuses a replayed assertion, another user's passkey, and an expired challenge with 400s, changing nothing", async () => {
    const a = await memberWithPasskey();
    const b = await memberWithPasskey();
    const removePath = pathFor(endpoints.removePasskey, { id: a.passkeyId });

    const once = await assertion(a);
    expect((await a.client.post(endpoints.startMfaSetup.path, { assertion: once })).status).toBe(200);
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
    for (const [status, body] of [
      [await a.client.post(endpoints.startMfaSetup.path, { assertion: once }), { error: m.challengeExpired }],
      [await putSettings(a, { password: 'Brand-new-pass1', assertion: once }), { error: m.challengeExpired }],
      [await a.client.post(removePath, { assertion: once }), { error: m.challengeExpired }],
    ] as const) {
      expect([status.status, status.json()]).toEqual([400, body]);
    }

    // b's passkey signing a's challenge: not one of a's own.
    const foreign = await assertion(a, b);
    const settings = await putSettings(a, { email: `taken-${a.email}`, assertion: foreign });
    expect([settings.status, settings.json()]).toEqual([400, { error: m.verificationFailed }]);
    const foreignOff = await a.client.post(endpoints.startMfaSetup.path, { assertion: await assertion(a, b) });
    expect([foreignOff.status, foreignOff.json()]).toEqual([400, { error: m.verificationFailed }]);

    const late = await assertion(a);
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
    const expired = await putSettings(a, { password: 'Brand-new-pass1', assertion: late });
    expect([expired.status, expired.json()]).toEqual([400, { error: m.challengeExpired }]);

    expect(await t.db('passkeys').where({ user_id: a.id })).toHaveLength(1);
    expect((await t.db('users').where({ id: a.id }).first()).pending_email).toBeNull();
    expect((await t.client().post(endpoints.login.path, { email: a.email, password: a.password })).status).toBe(200);
  });

  it('a wrong password is counted with the settings screen: 5 across the actions, then 429 for each', async () => {
    const a = await memberWithPasskey();
    const wrong = { currentPassword: 'Not-the-password1' };
    expect((await a.client.post(endpoints.startMfaSetup.path, wrong)).json()).toEqual({ error: messages.auth.currentPasswordIncorrect });
    expect((await a.client.post(pathFor(endpoints.removePasskey, { id: a.passkeyId }), wrong)).status).toBe(400);
    expect((await putSettings(a, { password: 'Brand-new-pass1', ...wrong })).status).toBe(400);
    expect((await a.client.post(endpoints.passkeyRegistrationOptions.path, wrong)).status).toBe(400);
    expect((await a.client.post(endpoints.startMfaSetup.path, wrong)).status).toBe(400);
    expect((await a.client.post(endpoints.startMfaSetup.path, { currentPassword: a.password })).status).toBe(429);
    // A passkey still confirms: the counter is the password's.
    expect((await a.client.post(endpoints.startMfaSetup.path, { assertion: await assertion(a) })).status).toBe(200);
  });
});

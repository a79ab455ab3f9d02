import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/support/client';
import { SoftwareAuthenticator } from '../../../test/support/software-authenticator';
import { endpoints } from '../../contract/endpoints';
import { messages, mfaMessages } from '../../contract/messages';
import { passkeyMessages } from '../../contract/messages/passkeys';
import type { MfaRecoveryCodesResponse } from '../../contract/mfa';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../contract/passkeys';
import { CONFIRMATION_TTL_MS } from '../../services/auth/confirm-identity';
import { PUBLIC_URL, registerVerified, startAuthApp, type AuthTestApp } from './auth-test-support';
import { enrol, nextStep } from './mfa-test-support';

// POST /api/mfa/recovery-codes (issue #27 item 6): ten new recovery codes in place of the old ones,
// after the current password or a passkey; the user is mailed and the activity log keeps it.

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

/** A verified Member, signed in, with codes on; the confirmation of the setup has run out. */
const memberWithCodes = async () => {
  const member = await registerVerified(t);
  const codes = await enrol(t, member.client, member.password);
  t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
  return { ...member, ...codes };
};

const regenerate = (client: TestClient, body: object) => client.post(endpoints.regenerateRecoveryCodes.path, body);

const signInWithCode = async (email: string, password: string, code: string) => {
  const client = t.client();
  expect((await client.post(endpoints.login.path, { email, password })).json()).toEqual({ second_step: 'code' });
  return (await client.post(endpoints.loginWithCode.path, { code })).status;
};

describe('new recovery codes (issue #27 item 6)', () => {
  it('replaces the ten codes after the current password: the new ones answered once, the old ones dead, the user mailed', async () => {
    const m = await memberWithCodes();
    const [spent] = (await t.db('user_recovery_codes').where({ user_id: m.id }).limit(1)) as { code_hash: string }[];
    await t.db('user_recovery_codes').where({ code_hash: spent!.code_hash }).update({ used_at: t.clock.now() });
    expect((await m.client.get(endpoints.getMfaStatus.path)).json()).toMatchObject({ recovery_codes_left: 9 });

    const res = await regenerate(m.client, { currentPassword: m.password });
    expect(res.status, res.text).toBe(200);
    const body = res.json<MfaRecoveryCodesResponse>();
    expect(body.message).toBe(mfaMessages.recoveryCodesRegenerated);
    expect(body.recovery_codes).toHaveLength(10);
    expect(body.recovery_codes.filter((c) => m.recoveryCodes.includes(c))).toEqual([]);
    expect((await m.client.get(endpoints.getMfaStatus.path)).json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const stored = (await t.db('user_recovery_codes').where({ user_id: m.id }).select('code_hash')) as { code_hash: string }[];
    expect(stored.map((r) => r.code_hash).join()).not.toContain(body.recovery_codes[0]!.replace(/-/g, ''));
    expect((await t.mail(m.email, /New recovery codes were made/)).subject).toBe('New recovery codes were made');

    nextStep(t);
    expect(await signInWithCode(m.email, m.password, m.recoveryCodes[1]!)).toBe(400);
    expect(await signInWithCode(m.email, m.password, body.recovery_codes[0]!)).toBe(200);
  });

  it('the activity log keeps it', async () => {
    const m = await memberWithCodes();
    await t.db('activity_events').where({ user_id: m.id }).delete();
    expect((await regenerate(m.client, { currentPassword: m.password })).status).toBe(200);
    const events = (await t.db('activity_events').where({ user_id: m.id }).select('kind', 'actor_user_id')) as {
      kind: string;
      actor_user_id: string;
    }[];
    expect(events).toEqual([{ kind: 'recovery-codes-regenerated', actor_user_id: m.id }]);
  });

  it('needs a confirmation: none, a wrong password (counted with the settings screen), or codes off are refused and change nothing', async () => {
    const m = await memberWithCodes();
    expect((await regenerate(m.client, {})).json()).toEqual({ error: passkeyMessages.confirmationRequired });
    const wrong = await regenerate(m.client, { currentPassword: 'Not-the-password1' });
    expect([wrong.status, wrong.json()]).toEqual([400, { error: messages.auth.currentPasswordIncorrect }]);
    for (let i = 0; i < 4; i += 1) await regenerate(m.client, { currentPassword: 'Not-the-password1' });
    expect((await regenerate(m.client, { currentPassword: m.password })).status).toBe(429);
    nextStep(t);
    expect(await signInWithCode(m.email, m.password, m.recoveryCodes[0]!)).toBe(200);

    const off = await registerVerified(t);
    const notOn = await regenerate(off.client, { currentPassword: off.password });
    expect([notOn.status, notOn.json()]).toEqual([409, { error: mfaMessages.notOn }]);
    expect((await t.client().post(endpoints.regenerateRecoveryCodes.path, { currentPassword: 'x' })).status).toBe(401);
  });

  it('takes a passkey instead of the password; a replayed answer is refused', async () => {
    const m = await memberWithCodes();
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const creation = await m.client.post(endpoints.passkeyRegistrationOptions.path, { currentPassword: m.password });
    const { response, credential } = authenticator.create(creation.json<PasskeyCreationOptions>());
    expect((await m.client.post(endpoints.registerPasskey.path, { attestation: response, name: 'Phone' })).status).toBe(201);
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);

    const options = (await m.client.post(endpoints.passkeyConfirmationOptions.path)).json<PasskeyRequestOptions>();
    const assertion = authenticator.get(options, credential);
    const res = await regenerate(m.client, { assertion });
    expect(res.status, res.text).toBe(200);
    expect(res.json<MfaRecoveryCodesResponse>().recovery_codes).toHaveLength(10);
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
    const replay = await regenerate(m.client, { assertion });
    expect([replay.status, replay.json()]).toEqual([400, { error: passkeyMessages.challengeExpired }]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/support/client';
import { SoftwareAuthenticator } from '../../../test/support/software-authenticator';
import { createUser, type TestUser } from '../../../test/support/users';
import { endpoints, pathFor } from '../../contract/index';
import { messages } from '../../contract/messages';
import { passkeyMessages } from '../../contract/messages/passkeys';
import type { PasskeyCreationOptions, PasskeyListResponse, PasskeyRequestOptions } from '../../contract/passkeys';
import { CHALLENGE_TTL_MS } from '../../services/passkeys/challenges';
import { CONFIRMATION_TTL_MS } from '../../services/auth/confirm-identity';
import { PUBLIC_URL, startAuthApp, type AuthTestApp } from './auth-test-support';

// Issue #27 items 1-3 and 6, with real WebAuthn answers: a software authenticator (ES256, `none`
// attestation) signs what the bff's options ask, and SimpleWebAuthn's server verifies it.

const m = passkeyMessages;
let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

interface Account extends TestUser {
  client: TestClient;
  authenticator: SoftwareAuthenticator;
}

const signedIn = async (): Promise<Account> => {
  const user = await createUser(t.db);
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { ...user, client, authenticator: new SoftwareAuthenticator(PUBLIC_URL) };
};

const registrationOptions = async (a: Account, body: Record<string, unknown> = { currentPassword: a.password }) => {
  const res = await a.client.post(endpoints.passkeyRegistrationOptions.path, body);
  expect(res.status, res.text).toBe(200);
  return res.json<PasskeyCreationOptions>();
};

/** Registers a passkey through the API: options (with the password), the authenticator's answer, verification. */
const addPasskey = async (a: Account, name = 'Laptop') => {
  const options = await registrationOptions(a);
  const { response, credential } = a.authenticator.create(options);
  const res = await a.client.post(endpoints.registerPasskey.path, { attestation: response, name });
  expect(res.status, res.text).toBe(201);
  return { credential, passkey: res.json<{ passkey: { id: string; name: string } }>().passkey };
};

const signInOptions = async (client: TestClient) => {
  const res = await client.post(endpoints.passkeySignInOptions.path);
  expect(res.status, res.text).toBe(200);
  return res.json<PasskeyRequestOptions>();
};

const list = async (a: Account) => (await a.client.get(endpoints.listPasskeys.path)).json<PasskeyListResponse>().passkeys;
const stored = (id: string) =>
  t.db('passkeys').where({ id }).first() as Promise<{ counter: string; last_used_at: Date | null } | undefined>;

describe('passkey registration (issue #27 items 1, 6)', () => {
  it('options follow PUBLIC_URL: RP ID its host, a discoverable credential verifying its user', async () => {
    const a = await signedIn();
    const options = await registrationOptions(a);
    expect(options.rp).toEqual({ id: 'app.nextlevel.test', name: 'NextLevel' });
    expect(options.user).toMatchObject({ name: a.email, id: Buffer.from(a.id).toString('base64url') });
    expect(options).toMatchObject({
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  });

  it('registers a passkey: listed with its name, stored as a public key, and the user is mailed', async () => {
    const a = await signedIn();
    const { passkey } = await addPasskey(a, 'My phone');
    expect(await list(a)).toEqual([{ id: passkey.id, name: 'My phone', created_at: expect.any(String), last_used_at: null }]);
    const row = (await t.db('passkeys').where({ id: passkey.id }).first()) as { public_key: Buffer; user_id: string };
    expect(row.user_id).toBe(a.id);
    expect(row.public_key.length).toBeGreaterThan(64);
    const mail = await t.mail(a.email, /A passkey was added to your account/);
    expect(mail.text).toContain('My phone');
  });

  it('needs the current password (or a passkey): none is 400, a wrong one is 400, a right one holds 5 minutes in this session', async () => {
    const a = await signedIn();
    const none = await a.client.post(endpoints.passkeyRegistrationOptions.path, {});
    expect(none.status).toBe(400);
    expect(none.json()).toEqual({ error: m.confirmationRequired });
    const wrong = await a.client.post(endpoints.passkeyRegistrationOptions.path, { currentPassword: 'Wrong-password1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toEqual({ error: messages.auth.currentPasswordIncorrect });
    await registrationOptions(a);
    t.clock.advance(CONFIRMATION_TTL_MS - 60_000);
    await registrationOptions(a, {});
    t.clock.advance(2 * 60_000);
    expect((await a.client.post(endpoints.passkeyRegistrationOptions.path, {})).json()).toEqual({ error: m.confirmationRequired });
  });

  it('refuses an attestation for another origin, another RP ID, or without user verification', async () => {
    const a = await signedIn();
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { noUserVerification: true }]) {
      const options = await registrationOptions(a);
      const { response } = a.authenticator.create(options, overrides);
      const res = await a.client.post(endpoints.registerPasskey.path, { attestation: response, name: 'Laptop' });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual({ error: m.verificationFailed });
    }
    expect(await list(a)).toEqual([]);
  });

  it('a registration challenge is single-use and bound to the session that asked for it', async () => {
    const a = await signedIn();
    const options = await registrationOptions(a);
    const { response } = a.authenticator.create(options);
    // Another session of another user cannot use it.
    const b = await signedIn();
    expect((await b.client.post(endpoints.registerPasskey.path, { attestation: response, name: 'Theirs' })).json()).toEqual({
      error: m.challengeExpired,
    });
    expect((await a.client.post(endpoints.registerPasskey.path, { attestation: response, name: 'Laptop' })).status).toBe(201);
    const replay = await a.client.post(endpoints.registerPasskey.path, {
      attestation: a.authenticator.create(options).response,
      name: 'Again',
    });
    expect(replay.status).toBe(400);
    expect(replay.json()).toEqual({ error: m.challengeExpired });
  });

  it('an expired registration challenge is refused', async () => {
    const a = await signedIn();
    const options = await registrationOptions(a);
    t.clock.advance(CHALLENGE_TTL_MS + 1_000);
    const res = await a.client.post(endpoints.registerPasskey.path, {
      attestation: a.authenticator.create(options).response,
      name: 'Late',
    });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: m.challengeExpired });
  });

  it('is for signed-in users of any category; bad input is a 400 with its message', async () => {
    expect((await t.client().get(endpoints.listPasskeys.path)).status).toBe(401);
    expect((await t.client().post(endpoints.passkeyRegistrationOptions.path, {})).status).toBe(401);
    const staff = await createUser(t.db, { category: 'Internal' });
    const client = t.client();
    await client.post(endpoints.login.path, { email: staff.email, password: staff.password });
    expect((await client.get(endpoints.listPasskeys.path)).json()).toEqual({ passkeys: [] });
    const a = await signedIn();
    await registrationOptions(a);
    const bad = await a.client.post(endpoints.registerPasskey.path, { attestation: { id: 'x' }, name: 'Laptop' });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({ error: m.responseInvalid });
    const noName = await a.client.post(endpoints.registerPasskey.path, {
      attestation: a.authenticator.create(await registrationOptions(a)).response,
      name: ' ',
    });
    expect(noName.json()).toEqual({ error: m.nameRequired });
  });
});

describe('sign-in with a passkey (issue #27 items 2, 3)', () => {
  it('signs in as a password sign-in does: { user }, a session cookie, and the counter and last use recorded', async () => {
    const a = await signedIn();
    const { credential, passkey } = await addPasskey(a);
    const client = t.client();
    const options = await signInOptions(client);
    expect(options).toMatchObject({ rpId: 'app.nextlevel.test', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    t.clock.advance(1_000);
    const res = await client.post(endpoints.passkeySignIn.path, { assertion: a.authenticator.get(options, credential) });
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ id: a.id, email: a.email, category: 'Member' }) });
    expect([...client.cookies.keys()]).toEqual(expect.arrayContaining(['__Host-nl.sid', 'nl.signed_in']));
    expect((await client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { id: a.id } });
    const row = await stored(passkey.id);
    expect(Number(row?.counter)).toBe(1);
    expect(row?.last_used_at).not.toBeNull();
    expect((await list(a))[0]?.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('the activity log keeps the passkey added, and the sign-in with it (method passkey), with the browser', async () => {
    const a = await signedIn();
    const { credential } = await addPasskey(a);
    const client = t.client();
    const headers = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
    const options = await signInOptions(client);
    const assertion = a.authenticator.get(options, credential);
    expect((await client.post(endpoints.passkeySignIn.path, { assertion }, { headers })).status).toBe(200);
    const events = (await t.db('activity_events').where('user_id', a.id).orderBy('id').select('kind', 'details', 'browser')) as {
      kind: string;
      details: Record<string, unknown>;
      browser: string | null;
    }[];
    expect(events.map(({ kind, details }) => [kind, details])).toEqual(
      expect.arrayContaining([
        ['factor-added', { factor: 'passkey' }],
        ['sign-in', { method: 'with a passkey' }],
      ]),
    );
    expect(events.find((e) => e.kind === 'sign-in' && e.details.method === 'with a passkey')?.browser).toBe('Firefox 128 on Linux');
  });

  it('a challenge is single-use: the same answer again is refused, and so is an answer to an earlier challenge', async () => {
    const a = await signedIn();
    const { credential } = await addPasskey(a);
    const client = t.client();
    const first = await signInOptions(client);
    const assertion = a.authenticator.get(first, credential);
    expect((await client.post(endpoints.passkeySignIn.path, { assertion })).status).toBe(200);
    const replay = await client.post(endpoints.passkeySignIn.path, { assertion });
    expect(replay.status).toBe(400);
    expect(replay.json()).toEqual({ error: m.challengeExpired });
    // A fresh challenge, answered with the old one signed: the signature is good, the challenge is not.
    const stranger = t.client();
    await signInOptions(stranger);
    const stale = await stranger.post(endpoints.passkeySignIn.path, { assertion: a.authenticator.get(first, credential) });
    expect(stale.status).toBe(401);
    expect(stale.json()).toEqual({ error: m.verificationFailed });
  });

  it('the challenge is bound to the browser that asked: without its cookie the answer is refused', async () => {
    const a = await signedIn();
    const { credential } = await addPasskey(a);
    const asker = t.client();
    const options = await signInOptions(asker);
    const res = await t.client().post(endpoints.passkeySignIn.path, { assertion: a.authenticator.get(options, credential) });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: m.challengeExpired });
  });

  it('refuses an assertion made for another origin or another RP ID', async () => {
    const a = await signedIn();
    const { credential } = await addPasskey(a);
    for (const overrides of [{ origin: 'https://evil.example' }, { origin: 'http://app.nextlevel.test' }, { rpId: 'evil.example' }]) {
      const client = t.client();
      const options = await signInOptions(client);
      const res = await client.post(endpoints.passkeySignIn.path, { assertion: a.authenticator.get(options, credential, overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(401);
      expect(res.json()).toEqual({ error: m.verificationFailed });
    }
  });

  it('an expired sign-in challenge is refused', async () => {
    const a = await signedIn();
    const { credential } = await addPasskey(a);
    const client = t.client();
    const options = await signInOptions(client);
    t.clock.advance(CHALLENGE_TTL_MS + 1_000);
    const res = await client.post(endpoints.passkeySignIn.path, { assertion: a.authenticator.get(options, credential) });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: m.challengeExpired });
  });

  it('the signature counter must move forward: a cloned authenticator reporting an old count is refused', async () => {
    const a = await signedIn();
    const { credential, passkey } = await addPasskey(a);
    for (let i = 0; i < 2; i += 1) {
      const client = t.client();
      expect(
        (await client.post(endpoints.passkeySignIn.path, { assertion: a.authenticator.get(await signInOptions(client), credential) }))
          .status,
      ).toBe(200);
    }
    expect(Number((await stored(passkey.id))?.counter)).toBe(2);
    const client = t.client();
    const res = await client.post(endpoints.passkeySignIn.path, {
      assertion: a.authenticator.get(await signInOptions(client), credential, { counter: 1 }),
    });
    expect(res.status).toBe(401);
    expect(Number((await stored(passkey.id))?.counter)).toBe(2);
  });

  it('an unknown passkey is 401; a removed one no longer signs in', async () => {
    const stranger = new SoftwareAuthenticator(PUBLIC_URL);
    stranger.create({ challenge: 'x', rp: { id: 'app.nextlevel.test', name: 'NextLevel' }, user: { id: 'dXNlcg' } });
    const client = t.client();
    const res = await client.post(endpoints.passkeySignIn.path, { assertion: stranger.get(await signInOptions(client)) });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ error: m.unknownPasskey });
  });

  it('the password sign-in throttle: 5 failures of an account from one client, then 429 for that client', async () => {
    const a = await signedIn();
    const { credential } = await addPasskey(a);
    const client = t.client();
    for (let i = 0; i < 5; i += 1) {
      const options = await signInOptions(client);
      const res = await client.post(endpoints.passkeySignIn.path, {
        assertion: a.authenticator.get(options, credential, { origin: 'https://evil.example' }),
      });
      expect(res.status).toBe(401);
    }
    const options = await signInOptions(client);
    const res = await client.post(endpoints.passkeySignIn.path, { assertion: a.authenticator.get(options, credential) });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same counter as the password: the password is refused too now.
    expect((await t.client().post(endpoints.login.path, { email: a.email, password: a.password })).status).toBe(429);
  });
});

describe('managing passkeys (issue #27 items 1, 6)', () => {
  it('renames a passkey; another user cannot rename it', async () => {
    const a = await signedIn();
    const { passkey } = await addPasskey(a);
    const res = await a.client.request(pathFor(endpoints.renamePasskey, { id: passkey.id }), {
      method: 'PUT',
      body: { name: 'Work laptop' },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ message: m.renamed, passkey: { id: passkey.id, name: 'Work laptop' } });
    const b = await signedIn();
    const theirs = await b.client.request(pathFor(endpoints.renamePasskey, { id: passkey.id }), {
      method: 'PUT',
      body: { name: 'Mine now' },
    });
    expect(theirs.status).toBe(404);
    expect((await list(a))[0]?.name).toBe('Work laptop');
  });

  it('removing needs the current password: none and a wrong one are refused, the right one removes it and mails the user', async () => {
    const a = await signedIn();
    const { passkey } = await addPasskey(a, 'Old key');
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
    const path = pathFor(endpoints.removePasskey, { id: passkey.id });
    expect((await a.client.post(path, {})).json()).toEqual({ error: m.confirmationRequired });
    const wrong = await a.client.post(path, { currentPassword: 'Wrong-password1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toEqual({ error: messages.auth.currentPasswordIncorrect });
    expect(await list(a)).toHaveLength(1);
    const res = await a.client.post(path, { currentPassword: a.password });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ message: m.removed });
    expect(await list(a)).toEqual([]);
    expect((await t.mail(a.email, /A passkey was removed from your account/)).text).toContain('Old key');
  });

  it("another user's passkey is not removable, even with that user's own right password", async () => {
    const a = await signedIn();
    const { passkey } = await addPasskey(a);
    const b = await signedIn();
    const res = await b.client.post(pathFor(endpoints.removePasskey, { id: passkey.id }), { currentPassword: b.password });
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ error: m.notFound });
    expect(await list(a)).toHaveLength(1);
  });

  it("confirms with a passkey instead of the password: an assertion of one of the user's own against a confirmation challenge", async () => {
    const a = await signedIn();
    const { credential, passkey } = await addPasskey(a, 'First');
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
    const optionsRes = await a.client.post(endpoints.passkeyConfirmationOptions.path);
    expect(optionsRes.status).toBe(200);
    const options = optionsRes.json<PasskeyRequestOptions>();
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([credential.id.toString('base64url')]);
    const assertion = a.authenticator.get(options, credential);
    const res = await a.client.post(endpoints.passkeyRegistrationOptions.path, { assertion });
    expect(res.status, res.text).toBe(200);
    expect((await stored(passkey.id))?.last_used_at).not.toBeNull();
    // Single-use here too.
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
    expect((await a.client.post(endpoints.passkeyRegistrationOptions.path, { assertion })).json()).toEqual({ error: m.challengeExpired });
    // Another user's passkey does not confirm this one.
    const b = await signedIn();
    const bKey = await addPasskey(b);
    t.clock.advance(CONFIRMATION_TTL_MS + 1_000);
    const mine = (await a.client.post(endpoints.passkeyConfirmationOptions.path)).json<PasskeyRequestOptions>();
    const foreign = await a.client.post(pathFor(endpoints.removePasskey, { id: passkey.id }), {
      assertion: b.authenticator.get(mine, bKey.credential),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json()).toEqual({ error: m.verificationFailed });
  });

  it('confirmation options need a passkey to confirm with', async () => {
    const a = await signedIn();
    const res = await a.client.post(endpoints.passkeyConfirmationOptions.path);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: m.noPasskeys });
  });
});

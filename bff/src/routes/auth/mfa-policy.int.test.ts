import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser, type TestUser } from '../../../test/support/users';
import { isMutating, pathFor } from '../../contract/endpoint';
import { endpointList, endpoints } from '../../contract/endpoints';
import { messages, mfaMessages } from '../../contract/messages';
import { MFA_SETUP_REQUIRED } from '../../contract/paths';
import { apiRouters } from '../api';
import { PUBLIC_URL, registerVerified, startAuthApp, type AuthTestApp } from './auth-test-support';
import { codeFor, enrol, nextStep } from './mfa-test-support';
import { SoftwareAuthenticator } from '../../../test/support/software-authenticator';
import type { PasskeyCreationOptions, PasskeyListResponse, PasskeyRequestOptions } from '../../contract/passkeys';
import { passkeyMessages } from '../../contract/messages/passkeys';

// Issue #27 item 5: REQUIRE_MFA_FOR=Internal. A staff session without a second factor reaches no
// staff data: every endpoint but setting one up and the session read answers 403 mfa-setup-required.

let t: AuthTestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await startAuthApp({ REQUIRE_MFA_FOR: 'Internal' });
  staff = await createUser(t.db, { category: 'Internal' });
});
afterAll(async () => t?.close());

const signIn = async (user: TestUser): Promise<{ client: TestClient; body: Record<string, unknown> }> => {
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { client, body: res.json() };
};

/** The (method, path) pairs the bff mounts (a definition may come before its route, in another change). */
const mounted = () => {
  const deps = { config: t.config, db: t.db, logger: pino({ level: 'silent' }), clock: t.clock };
  return new Set(
    apiRouters(deps).flatMap((router) => router.stack.flatMap((layer) => layer.methods.map((m) => `${m} ${String(layer.path)}`))),
  );
};

/** Every mounted endpoint a signed-in session could reach that is not part of setting up a second factor. */
const heldBack = () => {
  const served = mounted();
  return endpointList.filter((e) => e.role !== 'any' && !e.duringMfaSetup && served.has(`${e.method} ${e.path}`));
};

describe('REQUIRE_MFA_FOR=Internal', () => {
  it('a staff user without a second factor gets a session marked to set one up', async () => {
    const { client, body } = await signIn(staff);
    expect(body).toMatchObject({ user: { email: staff.email, mfa_setup_required: true } });
    expect((await client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { mfa_setup_required: true } });
    expect((await client.get(endpoints.getMfaStatus.path)).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: true });
  });

  it(`walks the endpoint list: each answers 403 mfa-setup-required until the second factor is set up, then what its role allows`, async () => {
    const { client } = await signIn(staff);
    const endpointsHeld = heldBack();
    expect(endpointsHeld.length).toBeGreaterThan(30);
    for (const e of endpointsHeld) {
      const res = await client.request(e.path, { method: e.method, ...(isMutating(e) && e.body ? { body: {} } : {}) });
      // A Member endpoint refuses staff by its role already; every other one by the policy.
      const refusal =
        e.role === 'Member' ? { error: messages.auth.forbidden } : { error: mfaMessages.setupRequired, code: MFA_SETUP_REQUIRED };
      expect([`${e.method} ${e.path}`, res.status, res.json()]).toEqual([`${e.method} ${e.path}`, 403, refusal]);
    }
    // Signing out still works (role any).
    expect((await client.post(endpoints.logout.path)).status).toBe(200);

    const { client: again } = await signIn(staff);
    const { secret } = await enrol(t, again, staff.password);
    expect((await again.get(endpoints.getUser.path)).json<{ user: object }>().user).not.toHaveProperty('mfa_setup_required');
    const authors = await again.get(endpoints.listInternalAuthors.path);
    expect(authors.status).toBe(200);
    for (const e of endpointsHeld.filter((d) => d.role === 'Internal' && d.method === 'GET' && !d.path.includes(':'))) {
      const res = await again.request(e.path);
      expect([e.path, res.status]).not.toEqual([e.path, 403]);
    }

    // Next time: the password, then a code; the session is whole.
    await again.post(endpoints.logout.path);
    nextStep(t);
    const { client: next, body } = await signIn(staff);
    expect(body).toEqual({ second_step: 'code' });
    const code = await next.post(endpoints.loginWithCode.path, { code: codeFor(t, secret) });
    expect(code.status).toBe(200);
    expect(code.json<{ user: object }>().user).not.toHaveProperty('mfa_setup_required');
    expect((await next.get(endpoints.listInternalAuthors.path)).status).toBe(200);

    // Codes cannot be turned off while the policy relies on them.
    const off = await next.post(endpoints.disableMfa.path, { currentPassword: staff.password });
    expect([off.status, off.json()]).toEqual([409, { error: mfaMessages.requiredByPolicy }]);
    expect((await next.get(endpoints.getMfaStatus.path)).json()).toMatchObject({ enabled: true, required: true });
  });

  it('a passkey is a second factor too: adding one ends the hold, and signing in with it needs no code', async () => {
    const user = await createUser(t.db, { category: 'Internal' });
    const { client, body } = await signIn(user);
    expect(body).toMatchObject({ user: { mfa_setup_required: true } });
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const options = await client.post(endpoints.passkeyRegistrationOptions.path, { currentPassword: user.password });
    expect(options.status, options.text).toBe(200);
    const { response, credential } = authenticator.create(options.json<PasskeyCreationOptions>());
    const added = await client.post(endpoints.registerPasskey.path, { attestation: response, name: 'Staff laptop' });
    expect(added.status, added.text).toBe(201);
    expect((await client.get(endpoints.getUser.path)).json<{ user: object }>().user).not.toHaveProperty('mfa_setup_required');
    expect((await client.get(endpoints.listInternalAuthors.path)).status).toBe(200);

    const browser = t.client();
    const signInOptions = await browser.post(endpoints.passkeySignInOptions.path);
    const assertion = authenticator.get(signInOptions.json<PasskeyRequestOptions>(), credential);
    const res = await browser.post(endpoints.passkeySignIn.path, { assertion });
    expect(res.status, res.text).toBe(200);
    expect(res.json<{ user: object }>().user).not.toHaveProperty('mfa_setup_required');
    expect((await browser.get(endpoints.listInternalAuthors.path)).status).toBe(200);

    // The only factor stays: removing it is refused, as turning codes off is.
    const [passkey] = (await client.get(endpoints.listPasskeys.path)).json<PasskeyListResponse>().passkeys;
    const removed = await client.post(pathFor(endpoints.removePasskey, { id: passkey!.id }), { currentPassword: user.password });
    expect([removed.status, removed.json()]).toEqual([409, { error: passkeyMessages.lastFactorRequired }]);
    expect((await client.get(endpoints.listPasskeys.path)).json<PasskeyListResponse>().passkeys).toHaveLength(1);
    expect((await browser.get(endpoints.listInternalAuthors.path)).status).toBe(200);
  });

  it('holds a staff session opened before the policy at its next request, and lets it go once a factor is set up in another browser', async () => {
    const before = await startTestApp({ env: { PUBLIC_URL }, database: t.database });
    try {
      const user = await createUser(t.db, { category: 'Internal' });
      const browser = before.client();
      const res = await browser.post(endpoints.login.path, { email: user.email, password: user.password });
      expect(res.json<{ user: object }>().user).not.toHaveProperty('mfa_setup_required');
      expect((await browser.get(endpoints.listInternalAuthors.path)).status).toBe(200);

      // The same browser's next request reaches an instance started with the policy.
      const after = t.client();
      for (const [name, value] of browser.cookies) after.cookies.set(name, value);
      expect((await after.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email: user.email, mfa_setup_required: true } });
      const authors = await after.get(endpoints.listInternalAuthors.path);
      expect([authors.status, authors.json()]).toEqual([403, { error: mfaMessages.setupRequired, code: MFA_SETUP_REQUIRED }]);

      const { client: other } = await signIn(user);
      await enrol(t, other, user.password);
      expect((await after.get(endpoints.getUser.path)).json<{ user: object }>().user).not.toHaveProperty('mfa_setup_required');
      expect((await after.get(endpoints.listInternalAuthors.path)).status).toBe(200);
    } finally {
      await before.close();
    }
  });

  it('a Member is not held: the policy names Internal only', async () => {
    const member = await createUser(t.db, { category: 'Member' });
    const { client, body } = await signIn(member);
    expect((body as { user: object }).user).not.toHaveProperty('mfa_setup_required');
    expect((await client.get(endpoints.listFavourites.path)).status).toBe(200);
  });
});

describe('REQUIRE_MFA_FOR=Member', () => {
  let members: AuthTestApp;
  beforeAll(async () => {
    members = await startAuthApp({ REQUIRE_MFA_FOR: 'Member' });
  });
  afterAll(async () => members?.close());

  it("holds the session a sign-up's verification starts, as it holds a password sign-in's", async () => {
    const { client } = await registerVerified(members);
    expect((await client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { mfa_setup_required: true, first_visit: true } });
    const favourites = await client.get(endpoints.listFavourites.path);
    expect([favourites.status, favourites.json()]).toEqual([403, { error: mfaMessages.setupRequired, code: MFA_SETUP_REQUIRED }]);
  });
});

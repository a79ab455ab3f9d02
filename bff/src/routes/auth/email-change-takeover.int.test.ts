import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { registerVerified, startAuthApp, type AuthTestApp } from './auth-test-support';
import { endpoints } from '../../contract/endpoints';

// Issue #9 item 1, as reproduced against `pnpm start`: someone holding the owner's session sets
// their own address in settings; the owner reacts by changing the password; the attacker then
// opens the confirmation link. Here the attacker also knows the password (phished), since the
// settings screen now asks for it; what must hold is that the owner's reaction ends it.
let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

type Member = Awaited<ReturnType<typeof registerVerified>>;
let counter = 0;

/** A second browser carrying the owner's session cookie, which sets the attacker's address. */
const stealAndChangeAddress = async (owner: Member) => {
  const stolen = t.client();
  for (const [name, value] of owner.client.cookies) stolen.cookies.set(name, value);
  counter += 1;
  const attackerEmail = `attacker${counter}-${Date.now()}@example.com`;
  const res = await stolen.request(endpoints.updateMemberSettings.path, {
    method: 'PUT',
    body: {
      first_name: owner.first_name,
      last_name: owner.last_name,
      email: attackerEmail,
      country_id: owner.country_id,
      currentPassword: owner.password,
    },
  });
  expect(res.status).toBe(200);
  const token = t.tokenIn(await t.mail(attackerEmail, /Confirm your new/), '/verify-email');
  return { stolen, attackerEmail, token };
};

/** The link is dead, the address unchanged, and nobody is signed in by opening it. */
const expectLinkDead = async (
  owner: Member,
  attacker: { stolen: ReturnType<AuthTestApp['client']>; attackerEmail: string; token: string },
) => {
  for (const client of [attacker.stolen, t.client()]) {
    const res = await client.get(`${endpoints.verifyEmail.path}?token=${attacker.token}`);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.auth.verificationInvalid });
  }
  expect(await t.db('users').where({ id: owner.id }).first()).toMatchObject({
    email: owner.email,
    pending_email: null,
    verification_token_hash: null,
  });
  expect((await attacker.stolen.get(endpoints.getUser.path)).status).toBe(401);
  expect((await t.client().post(endpoints.login.path, { email: attacker.attackerEmail, password: owner.password })).status).toBe(401);
};

describe('pending e-mail takeover (issue #9 item 1)', () => {
  it('after the owner resets the password, the link of an address set from a stolen session changes nothing and signs nobody in', async () => {
    const owner = await registerVerified(t);
    const attacker = await stealAndChangeAddress(owner);

    await t.client().post(endpoints.requestPasswordReset.path, { email: owner.email });
    const resetToken = t.tokenIn(await t.mail(owner.email, /Reset your Next-Level password/), '/reset-password');
    expect((await t.client().post(endpoints.resetPassword.path, { token: resetToken, newPassword: 'Owner-again7' })).status).toBe(200);

    await expectLinkDead(owner, attacker);
    expect((await t.client().post(endpoints.login.path, { email: owner.email, password: 'Owner-again7' })).status).toBe(200);
  });

  it('after the owner changes the password in settings, the link of an address set from a stolen session is dead too', async () => {
    const owner = await registerVerified(t);
    const attacker = await stealAndChangeAddress(owner);

    // The owner signs in afresh (the stolen cookie is the old session) and changes the password there.
    const laptop = t.client();
    expect((await laptop.post(endpoints.login.path, { email: owner.email, password: owner.password })).status).toBe(200);
    const res = await laptop.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: {
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        country_id: owner.country_id,
        password: 'Owner-again7',
        currentPassword: owner.password,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.settings.updated, user: { email: owner.email } });

    await expectLinkDead(owner, attacker);
    expect((await laptop.get(endpoints.getUser.path)).json()).toMatchObject({ user: { email: owner.email } });
  });

  it('a password change that names a new address in the same request keeps that address with a fresh link; the earlier link dies', async () => {
    const owner = await registerVerified(t);
    const attacker = await stealAndChangeAddress(owner);
    const wanted = `wanted-${Date.now()}@example.com`;
    const res = await owner.client.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: {
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: wanted,
        country_id: owner.country_id,
        password: 'Owner-again7',
        currentPassword: owner.password,
      },
    });
    expect(res.json()).toMatchObject({ message: messages.settings.updatedEmailPending });
    expect((await t.client().get(`${endpoints.verifyEmail.path}?token=${attacker.token}`)).status).toBe(400);
    const fresh = t.tokenIn(await t.mail(wanted, /Confirm your new/), '/verify-email');
    expect((await t.client().get(`${endpoints.verifyEmail.path}?token=${fresh}`)).json()).toEqual({
      message: messages.auth.emailChangeConfirmed,
    });
    expect(await t.db('users').where({ id: owner.id }).first()).toMatchObject({ email: wanted, pending_email: null });
  });

  it('a password change that re-enters the pending address mails a fresh link and kills the one already out', async () => {
    const owner = await registerVerified(t);
    const attacker = await stealAndChangeAddress(owner);
    const res = await owner.client.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: {
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: attacker.attackerEmail,
        country_id: owner.country_id,
        password: 'Owner-again7',
        currentPassword: owner.password,
      },
    });
    expect(res.status).toBe(200);
    expect((await t.client().get(`${endpoints.verifyEmail.path}?token=${attacker.token}`)).status).toBe(400);
  });
});

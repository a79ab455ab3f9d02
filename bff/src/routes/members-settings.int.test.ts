import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/support/users';
import { messages } from '../contract/messages';
import { api } from '../contract/paths';
import { PUBLIC_URL, registerVerified, startAuthApp, type AuthTestApp } from './auth/auth-test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db('auth_rate_limits').delete();
});

type Member = Awaited<ReturnType<typeof registerVerified>>;
const put = (m: Member, changes: Record<string, unknown> = {}) =>
  m.client.request(api.memberSettings, {
    method: 'PUT',
    body: { first_name: m.first_name, last_name: m.last_name, email: m.email, country_id: m.country_id, ...changes },
  });
const login = (email: string, password: string) => t.client().post(api.login, { email, password });

describe('PUT /api/members/settings', () => {
  it('is for Members only: 401 signed out, 403 for Internal', async () => {
    const body = { first_name: 'A', last_name: 'B', email: 'a@b.co', country_id: t.countryId };
    expect((await t.client().request(api.memberSettings, { method: 'PUT', body })).status).toBe(401);
    const staff = await createUser(t.db, { category: 'Internal' });
    const client = t.client();
    await client.post(api.login, { email: staff.email, password: staff.password });
    const res = await client.request(api.memberSettings, { method: 'PUT', body });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });

  it('updates names and country, leaves a blank password out and answers { message, user }', async () => {
    const m = await registerVerified(t);
    const countries = (await t.db('countries').select('id').limit(2)) as { id: string }[];
    const res = await put(m, { first_name: 'Augusta', country_id: countries[1]!.id, password: '' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ message: messages.settings.updated, user: expect.objectContaining({ first_name: 'Augusta', country_id: countries[1]!.id, email: m.email }) });
    expect((await m.client.get(api.user)).json()).toMatchObject({ user: { first_name: 'Augusta' } });
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('words bad input as SPEC §5 does', async () => {
    const m = await registerVerified(t);
    expect((await put(m, { email: 'nope' })).json()).toEqual({ error: messages.validation.settingsEmailInvalid });
    expect((await put(m, { country_id: '' })).json()).toEqual({ error: messages.validation.settingsCountryRequired });
    expect((await put(m, { first_name: '' })).json()).toEqual({ error: messages.validation.firstNameRequired });
    expect((await put(m, { password: 'short' })).json()).toEqual({ error: messages.validation.resetPasswordMin });
  });

  it('e-mail change: verification link to the new address, notice to the old, account usable on the old address until verified', async () => {
    const m = await registerVerified(t);
    const newEmail = `new-${Date.now()}@example.com`;
    const res = await put(m, { email: newEmail });
    expect(res.json()).toEqual({ message: messages.settings.updatedEmailPending, user: expect.objectContaining({ email: m.email }) });

    const notice = await t.mail(m.email, /email address is changing/);
    expect(notice.text).toContain(newEmail);
    const link = await t.mail(newEmail, /Confirm your new Next-Level email/);
    const token = t.tokenIn(link, '/verify-email');
    expect(link.text).toContain(`${PUBLIC_URL}/verify-email?token=`);

    // Until the link is opened the account lives on the old address.
    expect((await login(m.email, m.password)).status).toBe(200);
    expect((await login(newEmail, m.password)).status).toBe(401);

    const verified = await t.client().get(`${api.verifyEmail}?token=${token}`);
    expect(verified.status).toBe(200);
    expect(verified.json()).toMatchObject({ user: { email: newEmail } });
    expect((await login(newEmail, m.password)).status).toBe(200);
    expect((await login(m.email, m.password)).status).toBe(401);
  });

  it('verification link of an earlier pending address is void once the address changes again', async () => {
    const m = await registerVerified(t);
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    await put(m, { email: first });
    const firstToken = t.tokenIn(await t.mail(first, /Confirm your new/), '/verify-email');
    await put(m, { email: second });
    await t.mail(second, /Confirm your new/);
    expect((await t.client().get(`${api.verifyEmail}?token=${firstToken}`)).status).toBe(400);
    expect((await login(first, m.password)).status).toBe(401);
  });

  it('an address owned by another account answers the same, notifies its owner and changes nothing', async () => {
    const m = await registerVerified(t);
    const owner = await registerVerified(t);
    const res = await put(m, { email: owner.email });
    expect(res.json()).toEqual({ message: messages.settings.updatedEmailPending, user: expect.objectContaining({ email: m.email }) });
    await t.mail(owner.email, /already have a Next-Level account/);
    expect(await t.db('users').where({ id: m.id }).first()).toMatchObject({ email: m.email, pending_email: null });
  });

  it('settings password change mails a notice and revokes every other session, keeping this one', async () => {
    const m = await registerVerified(t);
    const laptop = t.client();
    await laptop.post(api.login, { email: m.email, password: m.password });
    expect(await t.db('http_sessions').where({ user_id: m.id })).toHaveLength(2);

    const res = await put(m, { password: 'Changed-pass9' });
    expect(res.status).toBe(200);
    expect(await t.db('http_sessions').where({ user_id: m.id })).toHaveLength(1);
    expect((await m.client.get(api.user)).status).toBe(200);
    expect((await laptop.get(api.user)).status).toBe(401);
    expect((await login(m.email, 'Changed-pass9')).status).toBe(200);
    expect((await login(m.email, m.password)).status).toBe(401);
    await t.mail(m.email, /password was changed/);
  });
});

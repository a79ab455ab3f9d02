import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/users';
import { messages } from '../../contract/messages';
import type { CurrentUser } from '../../contract/user';
import { createAuthService } from '../../services/auth/auth-service';
import { authDepsFrom } from '../../services/auth/from-app';
import { PUBLIC_URL, registerVerified, startAuthApp, type AuthTestApp } from '../auth/auth-test-support';
import { endpoints } from '../../contract/endpoints';

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
  m.client.request(endpoints.updateMemberSettings.path, {
    method: 'PUT',
    body: { first_name: m.first_name, last_name: m.last_name, email: m.email, country_id: m.country_id, ...changes },
  });
const login = (email: string, password: string) => t.client().post(endpoints.login.path, { email, password });

describe('PUT /api/members/settings', () => {
  it('is for Members only: 401 signed out, 403 for Internal', async () => {
    const body = { first_name: 'A', last_name: 'B', email: 'a@b.co', country_id: t.countryId };
    expect((await t.client().request(endpoints.updateMemberSettings.path, { method: 'PUT', body })).status).toBe(401);
    const staff = await createUser(t.db, { category: 'Internal' });
    const client = t.client();
    await client.post(endpoints.login.path, { email: staff.email, password: staff.password });
    const res = await client.request(endpoints.updateMemberSettings.path, { method: 'PUT', body });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });

  it('updates names and country, leaves a blank password out and answers { message, user }', async () => {
    const m = await registerVerified(t);
    const countries = (await t.db('countries').select('id').limit(2)) as { id: string }[];
    const res = await put(m, { first_name: 'Augusta', country_id: countries[1]!.id, password: '' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      message: messages.settings.updated,
      user: expect.objectContaining({ first_name: 'Augusta', country_id: countries[1]!.id, email: m.email }),
    });
    expect((await m.client.get(endpoints.getUser.path)).json()).toMatchObject({ user: { first_name: 'Augusta' } });
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('words bad input as product §5 does', async () => {
    const m = await registerVerified(t);
    expect((await put(m, { email: 'nope' })).json()).toEqual({ error: messages.validation.settingsEmailInvalid });
    expect((await put(m, { country_id: '' })).json()).toEqual({ error: messages.validation.settingsCountryRequired });
    expect((await put(m, { first_name: '' })).json()).toEqual({ error: messages.validation.firstNameRequired });
    expect((await put(m, { password: 'short' })).json()).toEqual({ error: messages.validation.resetPasswordMin });
  });

  it('e-mail change: verification link to the new address, notice to the old, account usable on the old address until verified', async () => {
    const m = await registerVerified(t);
    const newEmail = `new-${Date.now()}@example.com`;
    const res = await put(m, { email: newEmail, currentPassword: m.password });
    expect(res.json()).toEqual({ message: messages.settings.updatedEmailPending, user: expect.objectContaining({ email: m.email }) });

    const notice = await t.mail(m.email, /email address is changing/);
    expect(notice.text).toContain(newEmail);
    const link = await t.mail(newEmail, /Confirm your new Next-Level email/);
    const token = t.tokenIn(link, '/verify-email');
    expect(link.text).toContain(`${PUBLIC_URL}/verify-email?token=`);

    // Until the link is opened the account lives on the old address.
    expect((await login(m.email, m.password)).status).toBe(200);
    expect((await login(newEmail, m.password)).status).toBe(401);

    const verified = await t.client().get(`${endpoints.verifyEmail.path}?token=${token}`);
    expect(verified.status).toBe(200);
    expect(verified.json()).toEqual({ message: messages.auth.emailChangeConfirmed });
    expect(await t.db('users').where({ id: m.id }).first()).toMatchObject({ email: newEmail, pending_email: null });
    expect((await login(newEmail, m.password)).status).toBe(200);
    expect((await login(m.email, m.password)).status).toBe(401);
  });

  it('verification link of an earlier pending address is void once the address changes again', async () => {
    const m = await registerVerified(t);
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    await put(m, { email: first, currentPassword: m.password });
    const firstToken = t.tokenIn(await t.mail(first, /Confirm your new/), '/verify-email');
    await put(m, { email: second, currentPassword: m.password });
    await t.mail(second, /Confirm your new/);
    expect((await t.client().get(`${endpoints.verifyEmail.path}?token=${firstToken}`)).status).toBe(400);
    expect((await login(first, m.password)).status).toBe(401);
  });

  it('an address owned by another account answers the same, notifies its owner and changes nothing', async () => {
    const m = await registerVerified(t);
    const owner = await registerVerified(t);
    const res = await put(m, { email: owner.email, currentPassword: m.password });
    expect(res.json()).toEqual({ message: messages.settings.updatedEmailPending, user: expect.objectContaining({ email: m.email }) });
    await t.mail(owner.email, /already have a Next-Level account/);
    expect(await t.db('users').where({ id: m.id }).first()).toMatchObject({ email: m.email, pending_email: null });
  });

  it('settings password change mails a notice and revokes every other session, keeping this one', async () => {
    const m = await registerVerified(t);
    const laptop = t.client();
    await laptop.post(endpoints.login.path, { email: m.email, password: m.password });
    expect(await t.db('http_sessions').where({ user_id: m.id })).toHaveLength(2);

    const res = await put(m, { password: 'Changed-pass9', currentPassword: m.password });
    expect(res.status).toBe(200);
    expect(await t.db('http_sessions').where({ user_id: m.id })).toHaveLength(1);
    expect((await m.client.get(endpoints.getUser.path)).status).toBe(200);
    expect((await laptop.get(endpoints.getUser.path)).status).toBe(401);
    expect((await login(m.email, 'Changed-pass9')).status).toBe(200);
    expect((await login(m.email, m.password)).status).toBe(401);
    await t.mail(m.email, /password was changed/);
  });
});

describe('PUT /api/members/settings: the current password (issue #9)', () => {
  const row = (id: string) => t.db('users').where({ id }).first() as Promise<Record<string, unknown>>;

  it('an e-mail change without the current password: 400 Current password is required, nothing written', async () => {
    const m = await registerVerified(t);
    const before = await row(m.id);
    for (const currentPassword of [undefined, '']) {
      const res = await put(m, {
        email: `stolen-${Date.now()}@example.com`,
        first_name: 'Mallory',
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ error: messages.validation.currentPasswordRequired });
    }
    expect(await row(m.id)).toEqual(before);
  });

  it('an e-mail change with a wrong current password: 400 Current password is incorrect, nothing written', async () => {
    const m = await registerVerified(t);
    const before = await row(m.id);
    const res = await put(m, { email: `stolen-${Date.now()}@example.com`, currentPassword: 'Not-the-password1' });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.auth.currentPasswordIncorrect });
    expect(await row(m.id)).toEqual(before);
  });

  it('a password change without or with a wrong current password: 400, and the old password still signs in', async () => {
    const m = await registerVerified(t);
    expect((await put(m, { password: 'Taken-over9' })).json()).toEqual({ error: messages.validation.currentPasswordRequired });
    expect((await put(m, { password: 'Taken-over9', currentPassword: 'Not-the-password1' })).json()).toEqual({
      error: messages.auth.currentPasswordIncorrect,
    });
    expect((await login(m.email, 'Taken-over9')).status).toBe(401);
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('name and country changes need no current password, nor does re-entering the current or the pending address', async () => {
    const m = await registerVerified(t);
    const countries = (await t.db('countries').select('id').limit(2)) as { id: string }[];
    const renamed = await put(m, { first_name: 'Augusta', country_id: countries[1]!.id, email: `  ${m.email.toUpperCase()} ` });
    expect(renamed.status).toBe(200);
    expect(renamed.json()).toMatchObject({ message: messages.settings.updated, user: { first_name: 'Augusta', email: m.email } });

    const pending = `pending-${Date.now()}@example.com`;
    expect((await put(m, { email: pending, currentPassword: m.password })).status).toBe(200);
    const again = await put(m, { email: pending, last_name: 'King' });
    expect(again.status).toBe(200);
    expect(await row(m.id)).toMatchObject({ last_name: 'King', pending_email: pending });
  });

  it('the current password is checked before a new one is hashed: a wrong one costs no argon2 hash', async () => {
    const m = await registerVerified(t);
    const real = authDepsFrom({ config: t.config, db: t.db, logger: pino({ level: 'silent' }), clock: t.clock });
    const hashed: string[] = [];
    const auth = createAuthService({
      ...real,
      passwords: { hash: async (p) => (hashed.push(p), real.passwords.hash(p)), verify: real.passwords.verify },
    });
    const input = {
      first_name: m.first_name,
      last_name: m.last_name,
      email: m.email,
      country_id: m.country_id,
      password: 'Brand-new-pass1',
    };
    const request = { user: { id: m.id } as CurrentUser, sessionHash: undefined, session: null, ip: '192.0.2.1' };
    await expect(auth.updateSettings(request, { ...input, currentPassword: 'Not-the-password1' })).rejects.toMatchObject({ status: 400 });
    await expect(auth.updateSettings(request, input)).rejects.toMatchObject({ status: 400 });
    expect(hashed).toEqual([]);
  });

  it('429 after 5 wrong current passwords per user, with Retry-After; the right one is refused too until the window ends', async () => {
    const m = await registerVerified(t);
    const other = await registerVerified(t);
    const wrong = { password: 'Brand-new-pass1', currentPassword: 'Not-the-password1' };
    for (let i = 0; i < 5; i += 1) expect((await put(m, wrong)).status).toBe(400);
    const refused = await put(m, { password: 'Brand-new-pass1', currentPassword: m.password });
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ error: messages.auth.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(m.email, m.password)).status).toBe(200);
    // Per user: another member's settings are not affected.
    expect((await put(other, { password: 'Brand-new-pass1', currentPassword: other.password })).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    try {
      expect((await put(m, { password: 'Brand-new-pass1', currentPassword: m.password })).status).toBe(200);
    } finally {
      t.clock.advance(-15 * 60 * 1000);
    }
  });

  it('a right current password forgets earlier wrong ones (only consecutive failures add up)', async () => {
    const m = await registerVerified(t);
    const wrong = { password: 'Brand-new-pass1', currentPassword: 'Not-the-password1' };
    for (let i = 0; i < 4; i += 1) expect((await put(m, wrong)).status).toBe(400);
    expect((await put(m, { email: `ok-${Date.now()}@example.com`, currentPassword: m.password })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await put(m, wrong)).status).toBe(400);
  });
});

describe('PUT /api/members/settings: address changes are limited, so nobody is mailed on demand (issue #9 item 5)', () => {
  it('per user: the 4th address change in an hour is 429 with Retry-After and mails nobody; an hour later it works', async () => {
    const m = await registerVerified(t);
    const stamp = Date.now();
    for (let i = 1; i <= 3; i += 1)
      expect((await put(m, { email: `u${i}-${stamp}@example.com`, currentPassword: m.password })).status).toBe(200);
    const fourth = `u4-${stamp}@example.com`;
    const refused = await put(m, { email: fourth, currentPassword: m.password });
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ error: messages.auth.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.db('users').where({ id: m.id }).first()).toMatchObject({ pending_email: `u3-${stamp}@example.com` });
    expect(await t.db('mail_outbox').whereRaw('lower("to") = ?', [fourth])).toHaveLength(0);
    t.clock.advance(60 * 60 * 1000);
    try {
      // An hour later the idle session is gone too: the member comes back and signs in again.
      expect((await m.client.post(endpoints.login.path, { email: m.email, password: m.password })).status).toBe(200);
      expect((await put(m, { email: fourth, currentPassword: m.password })).status).toBe(200);
    } finally {
      t.clock.advance(-60 * 60 * 1000);
    }
  });

  it('per target address: the 4th request for one address in a day is 429 whichever account sends it', async () => {
    const owner = await registerVerified(t);
    const members = [await registerVerified(t), await registerVerified(t), await registerVerified(t), await registerVerified(t)];
    for (const m of members.slice(0, 3))
      expect((await put(m, { email: owner.email.toUpperCase(), currentPassword: m.password })).status).toBe(200);
    const last = members[3]!;
    const refused = await put(last, { email: owner.email, currentPassword: last.password });
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ error: messages.auth.tooManyRequests });
    expect(
      await t.db('mail_outbox').whereRaw('lower("to") = ?', [owner.email.toLowerCase()]).andWhere('subject', 'like', '%already have%'),
    ).toHaveLength(3);
  });
});

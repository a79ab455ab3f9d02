import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/users';
import type { ActivityEvent, ActivityPage, MemberDashboard } from '../../contract/activity';
import { endpoints } from '../../contract/endpoints';
import { messages } from '../../contract/messages';
import { signUpBody, startAuthApp, type AuthTestApp } from '../auth/auth-test-support';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());

interface StoredEvent {
  kind: string;
  user_id: string | null;
  actor_user_id: string | null;
  ip: string | null;
  browser: string | null;
  details: Record<string, unknown>;
}
const stored = async (userId: string) => (await t.db('activity_events').where({ user_id: userId }).orderBy('id')) as StoredEvent[];

const signIn = async (email: string, password: string, userAgent = FIREFOX) => {
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email, password }, { headers: { 'User-Agent': userAgent } });
  return { client, res };
};

describe('the activity log records security events where the auth log does', () => {
  it('a sign-in and a failed sign-in, with the client address and the browser summarised; a sign-out', async () => {
    const user = await createUser(t.db);
    const failed = await signIn(user.email, 'Wrong-password-1', CHROME);
    expect(failed.res.status).toBe(401);
    const { client, res } = await signIn(user.email, user.password);
    expect(res.status).toBe(200);
    expect((await client.post(endpoints.logout.path, undefined, { headers: { 'User-Agent': FIREFOX } })).status).toBe(200);

    const events = await stored(user.id);
    expect(events.map((e) => e.kind)).toEqual(['sign-in-failed', 'sign-in', 'sign-out']);
    expect(events[0]).toMatchObject({
      actor_user_id: null,
      ip: '127.0.0.1',
      browser: 'Chrome 131 on Windows',
      details: { reason: 'wrong-password' },
    });
    expect(events[1]).toMatchObject({ actor_user_id: user.id, ip: '127.0.0.1', browser: 'Firefox 128 on Linux' });
    expect(events[2]).toMatchObject({ actor_user_id: user.id, browser: 'Firefox 128 on Linux' });
  });

  it('a failed sign-in to an unknown address is kept without an account, and without the address typed', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    await signIn(email, 'Wrong-password-1');
    const rows = (await t.db('activity_events').where({ kind: 'sign-in-failed' }).whereNull('user_id')) as StoredEvent[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)!.details).toEqual({ reason: 'unknown-email' });
    expect(JSON.stringify(rows)).not.toContain(email);
  });

  it('a reset requested and completed, then a password and an e-mail change from settings; no secret is stored', async () => {
    const body = signUpBody(t.countryId);
    const user = await createUser(t.db, { email: body.email, password: body.password });
    expect((await t.client().post(endpoints.requestPasswordReset.path, { email: user.email })).status).toBe(200);
    const token = t.tokenIn(await t.mail(user.email, /Reset your Next-Level password/), '/reset-password');
    expect((await t.client().post(endpoints.resetPassword.path, { token, newPassword: 'Reset-secret-8' })).status).toBe(200);

    const { client } = await signIn(user.email, 'Reset-secret-8');
    const settings = (email: string, password?: string) =>
      client.request(endpoints.updateMemberSettings.path, {
        method: 'PUT',
        body: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email,
          country_id: t.countryId,
          currentPassword: 'Reset-secret-8',
          ...(password ? { password } : {}),
        },
      });
    expect((await settings(user.email, 'Settings-secret-7')).status).toBe(200);
    const newEmail = `moved-${Date.now()}@example.com`;
    const moved = await client.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: { first_name: 'Ada', last_name: 'Lovelace', email: newEmail, country_id: t.countryId, currentPassword: 'Settings-secret-7' },
    });
    expect(moved.status).toBe(200);
    // Typing the account's address back cancels the pending one.
    const back = await client.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: { first_name: 'Ada', last_name: 'Lovelace', email: user.email, country_id: t.countryId },
    });
    expect(back.status).toBe(200);

    const events = await stored(user.id);
    expect(events.map((e) => e.kind)).toEqual([
      'reset-requested',
      'reset-completed',
      'sign-in',
      'password-changed',
      'email-changed',
      'email-changed',
    ]);
    expect(events[0]).toMatchObject({ actor_user_id: null, ip: '127.0.0.1' });
    expect(events[4]!.details).toEqual({ stage: 'requested' });
    expect(events[5]!.details).toEqual({ stage: 'cancelled' });
    const text = JSON.stringify(events);
    for (const secret of [token, 'Reset-secret-8', 'Settings-secret-7']) expect(text).not.toContain(secret);
  });

  it('a reset asked for an unknown address records nothing', async () => {
    const before = (await t.db('activity_events').count('* as n').first()) as { n: string | number };
    await t.client().post(endpoints.requestPasswordReset.path, { email: `ghost-${Date.now()}@example.com` });
    const after = (await t.db('activity_events').count('* as n').first()) as { n: string | number };
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('GET /api/members/activity', () => {
  it('answers the signed-in Member their own events only, newest first, paged by the server', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await signIn(other.email, other.password);
    for (let i = 0; i < 3; i += 1) await signIn(user.email, 'Wrong-password-1');
    const { client } = await signIn(user.email, user.password);

    const first = await client.get(`${endpoints.getMemberActivity.path}?limit=3`);
    expect(first.status).toBe(200);
    const page1 = first.json<ActivityPage>();
    expect(page1.events.map((e) => e.kind)).toEqual(['sign-in', 'sign-in-failed', 'sign-in-failed']);
    expect(page1.events.every((e) => e.user?.id === user.id)).toBe(true);
    expect(page1.nextCursor).not.toBeNull();
    expect(page1.events[0]).toMatchObject({ ip: '127.0.0.1', browser: 'Firefox 128 on Linux', actor: { id: user.id, email: user.email } });

    const page2 = (await client.get(`${endpoints.getMemberActivity.path}?limit=3&cursor=${page1.nextCursor}`)).json<ActivityPage>();
    expect(page2.events.map((e) => e.kind)).toEqual(['sign-in-failed']);
    expect(page2.nextCursor).toBeNull();
    const ids = [...page1.events, ...page2.events].map((e: ActivityEvent) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    ['cursor=abc', 'cursor must be the nextCursor of an earlier page'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
  ])('answers ?%s with 400 and a clear message', async (query, error) => {
    const user = await createUser(t.db);
    const { client } = await signIn(user.email, user.password);
    const res = await client.get(`${endpoints.getMemberActivity.path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses a signed-out caller (401) and a staff user (403)', async () => {
    expect((await t.client().get(endpoints.getMemberActivity.path)).status).toBe(401);
    const staff = await createUser(t.db, { category: 'Internal' });
    const { client } = await signIn(staff.email, staff.password);
    const res = await client.get(endpoints.getMemberActivity.path);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });
});

describe('GET /api/members/dashboard', () => {
  it('says there was no earlier sign-in on the first, then names the previous one (not the one in use)', async () => {
    const user = await createUser(t.db);
    const first = await signIn(user.email, user.password, CHROME);
    const none = (await first.client.get(endpoints.getMemberDashboard.path)).json<MemberDashboard>();
    expect(none.lastSignIn).toBeNull();
    expect(none.recentActivity.map((e) => e.kind)).toEqual(['sign-in']);

    const at = t.clock.now().toISOString();
    t.clock.advance(3_600_000);
    const second = await signIn(user.email, user.password, FIREFOX);
    const dashboard = (await second.client.get(endpoints.getMemberDashboard.path)).json<MemberDashboard>();
    expect(dashboard.lastSignIn).toEqual({ at, ip: '127.0.0.1', browser: 'Chrome 131 on Windows' });
    expect(dashboard.recentActivity.map((e) => e.kind)).toEqual(['sign-in', 'sign-in']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserResponse } from '../../contract/user';
import type { ResponseOf } from '../../contract/endpoint';
import { registerVerified, startAuthApp, type AuthTestApp } from '../auth/auth-test-support';
import { endpoints } from '../../contract/endpoints';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());

describe('GET /api/user', () => {
  it("#24.14 says first_visit in the session the sign-up's verification started, and not once the user signs in again", async () => {
    const member = await registerVerified(t);
    const first = await member.client.get(endpoints.getUser.path);
    expect(first.status).toBe(200);
    expect(first.json<UserResponse>().user).toMatchObject({ id: member.id, first_visit: true });

    expect((await member.client.post(endpoints.logout.path)).status).toBe(200);
    const login = await member.client.post(endpoints.login.path, { email: member.email, password: member.password });
    expect(login.status).toBe(200);
    expect(login.json<UserResponse>().user.first_visit).toBeUndefined();
    const again = await member.client.get(endpoints.getUser.path);
    expect(again.json<UserResponse>().user).toMatchObject({ id: member.id });
    expect(again.json<UserResponse>().user.first_visit).toBeUndefined();
  });

  it('#24.14 a sign-in over a first-visit session (another account, no sign-out) is not a first visit', async () => {
    const member = await registerVerified(t);
    const other = await registerVerified(t);
    const login = await member.client.post(endpoints.login.path, { email: other.email, password: other.password });
    expect(login.status).toBe(200);
    const user = (await member.client.get(endpoints.getUser.path)).json<UserResponse>().user;
    expect(user).toMatchObject({ id: other.id });
    expect(user.first_visit).toBeUndefined();
  });
});

describe('GET /api/user: a pending address (issue #24.10)', () => {
  const changeAddress = async (member: Awaited<ReturnType<typeof registerVerified>>, email: string) =>
    member.client.request(endpoints.updateMemberSettings.path, {
      method: 'PUT',
      body: {
        first_name: member.first_name,
        last_name: member.last_name,
        email,
        country_id: member.country_id,
        currentPassword: member.password,
      },
    });

  it('#24.10 carries pending_email while a new address waits for its link (a reload, another sign-in), and not once it is confirmed', async () => {
    const member = await registerVerified(t);
    const newEmail = `pending-${Date.now()}@example.com`;
    const saved = await changeAddress(member, newEmail);
    expect(saved.json<ResponseOf<typeof endpoints.updateMemberSettings>>().user).toMatchObject({
      email: member.email,
      pending_email: newEmail,
    });
    expect((await member.client.get(endpoints.getUser.path)).json<UserResponse>().user).toMatchObject({
      email: member.email,
      pending_email: newEmail,
    });
    const elsewhere = t.client();
    const login = await elsewhere.post(endpoints.login.path, { email: member.email, password: member.password });
    expect(login.json<UserResponse>().user.pending_email).toBe(newEmail);

    await t.client().get(`${endpoints.verifyEmail.path}?token=${t.tokenIn(await t.mail(newEmail, /Confirm your new/), '/verify-email')}`);
    const after = (await member.client.get(endpoints.getUser.path)).json<UserResponse>().user;
    expect(after.email).toBe(newEmail);
    expect(after).not.toHaveProperty('pending_email');
  });

  it('#24.10 has no pending_email once the change is cancelled by typing the current address back', async () => {
    const member = await registerVerified(t);
    await changeAddress(member, `cancelled-${Date.now()}@example.com`);
    await changeAddress(member, member.email);
    expect((await member.client.get(endpoints.getUser.path)).json<UserResponse>().user).not.toHaveProperty('pending_email');
  });
});

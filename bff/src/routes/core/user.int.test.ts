import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/paths';
import type { UserResponse } from '../../contract/user';
import { registerVerified, startAuthApp, type AuthTestApp } from '../auth/auth-test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(async () => t?.close());

describe('GET /api/user', () => {
  it("#24.14 says first_visit in the session the sign-up's verification started, and not once the user signs in again", async () => {
    const member = await registerVerified(t);
    const first = await member.client.get(api.user);
    expect(first.status).toBe(200);
    expect(first.json<UserResponse>().user).toMatchObject({ id: member.id, first_visit: true });

    expect((await member.client.post(api.logout)).status).toBe(200);
    const login = await member.client.post(api.login, { email: member.email, password: member.password });
    expect(login.status).toBe(200);
    expect(login.json<UserResponse>().user.first_visit).toBeUndefined();
    const again = await member.client.get(api.user);
    expect(again.json<UserResponse>().user).toMatchObject({ id: member.id });
    expect(again.json<UserResponse>().user.first_visit).toBeUndefined();
  });

  it('#24.14 a sign-in over a first-visit session (another account, no sign-out) is not a first visit', async () => {
    const member = await registerVerified(t);
    const other = await registerVerified(t);
    const login = await member.client.post(api.login, { email: other.email, password: other.password });
    expect(login.status).toBe(200);
    const user = (await member.client.get(api.user)).json<UserResponse>().user;
    expect(user).toMatchObject({ id: other.id });
    expect(user.first_visit).toBeUndefined();
  });
});

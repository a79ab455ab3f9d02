import { endpoints, mfaMessages } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import {
  aMember,
  aStaffUser,
  bodySentTo,
  fails,
  fakeNetwork,
  findLocation,
  renderWithShell,
  reply,
  resetShell,
} from '@nextlevel/shell/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from '../LoginPage';

afterEach(resetShell);

/** The password step of /login, answered with "a code is due". */
async function toSecondStep() {
  const view = renderWithShell(<LoginPage />, { path: '/login' });
  await view.user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await view.user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByLabelText(/^Authentication code/);
  return view;
}

describe("the sign-in's second step (issue #27 item 4)", () => {
  it('asks for the code after the right password, nobody signed in yet, then signs in and goes to the dashboard', async () => {
    fakeNetwork(reply(endpoints.login, { second_step: 'code' }), reply(endpoints.loginWithCode, { user: aMember() }));
    const { user } = await toSecondStep();
    expect(useAuth.getState().user).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findLocation()).toBe('/members/dashboard');
    expect(bodySentTo(endpoints.loginWithCode)).toEqual({ code: '123456' });
    expect(useAuth.getState().user?.email).toBe('ada@example.com');
  });

  it('shows a wrong code and lets the user try again', async () => {
    fakeNetwork(reply(endpoints.login, { second_step: 'code' }), fails(endpoints.loginWithCode, 400, mfaMessages.codeInvalid));
    const { user } = await toSecondStep();
    await user.type(screen.getByLabelText(/^Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(mfaMessages.codeInvalid);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('refuses an empty code before any request', async () => {
    fakeNetwork(reply(endpoints.login, { second_step: 'code' }));
    const { user } = await toSecondStep();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getAllByText(mfaMessages.codeRequired).length).toBeGreaterThan(0);
    expect(bodySentTo(endpoints.loginWithCode)).toBeUndefined();
  });

  it('an expired pending sign-in goes back to the password', async () => {
    fakeNetwork(reply(endpoints.login, { second_step: 'code' }), fails(endpoints.loginWithCode, 401, mfaMessages.pendingExpired));
    const { user } = await toSecondStep();
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(mfaMessages.pendingExpired);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
  });

  it('a staff user the policy holds goes to /setup-two-step, not the dashboard', async () => {
    fakeNetwork(reply(endpoints.login, { user: aStaffUser({ mfa_setup_required: true }) }));
    const view = renderWithShell(<LoginPage />, { path: '/login' });
    await view.user.type(screen.getByLabelText(/^Email/), 'staff@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findLocation()).toBe('/setup-two-step');
  });
});

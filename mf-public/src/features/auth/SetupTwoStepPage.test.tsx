import { endpoints, messages, mfaMessages } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { aStaffUser, bodySentTo, fails, fakeNetwork, findLocation, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SetupTwoStepPage from './SetupTwoStepPage';
import { aSetup, someRecoveryCodes } from './test-two-step';

afterEach(resetShell);

const held = aStaffUser({ mfa_setup_required: true });

describe('/setup-two-step (issue #27 items 4-5)', () => {
  it('password, then QR code and key, then a code, then ten recovery codes shown once; Done goes to the dashboard', async () => {
    fakeNetwork(
      reply(endpoints.startMfaSetup, aSetup()),
      reply(endpoints.confirmMfaSetup, { message: mfaMessages.turnedOn, recovery_codes: someRecoveryCodes, user: aStaffUser() }),
    );
    const { user } = renderWithShell(<SetupTwoStepPage />, { path: '/setup-two-step', user: held });
    expect(screen.getByText(/needs a second step at sign-in/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Current password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodySentTo(endpoints.startMfaSetup)).toEqual({ currentPassword: 'Secret123' });

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByLabelText('Setup key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(someRecoveryCodes);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('nextlevel-recovery-codes.txt');
    expect(useAuth.getState().user?.mfa_setup_required).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await findLocation()).toBe('/internal/dashboard');
  });

  it('shows a wrong password and a wrong code', async () => {
    fakeNetwork(fails(endpoints.startMfaSetup, 400, messages.auth.currentPasswordIncorrect));
    const { user } = renderWithShell(<SetupTwoStepPage />, { path: '/setup-two-step', user: held });
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.currentPasswordIncorrect);

    fakeNetwork(reply(endpoints.startMfaSetup, aSetup()), fails(endpoints.confirmMfaSetup, 400, mfaMessages.codeInvalid));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^Code from the app/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toContain(mfaMessages.codeInvalid);
  });

  it('sends a signed-out visitor to sign in first', async () => {
    renderWithShell(<SetupTwoStepPage />, { path: '/setup-two-step' });
    expect(await findLocation()).toBe('/login?next=%2Fsetup-two-step');
  });
});

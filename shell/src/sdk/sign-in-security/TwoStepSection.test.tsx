import { endpoints, messages, mfaMessages } from '@nextlevel/bff/contract';
import {
  aMember,
  aStaffUser,
  bodySentTo,
  fails,
  fakeNetwork,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TwoStepSection } from './TwoStepSection';

afterEach(resetShell);

const off = { enabled: false, recovery_codes_left: 0, required: false };
const on = { enabled: true, recovery_codes_left: 7, required: false };
/** The Current password field asks whether the user has a passkey to confirm with (ConfirmIdentityField.test.tsx). */
const noPasskeys = reply(endpoints.listPasskeys, { passkeys: [] });
const renderSection = () => renderWithShell(<TwoStepSection />, { route: '/members/settings', user: aMember() });

describe('Two-step verification in settings (issue #27 items 4, 6)', () => {
  it('off: says so and links to the setup page, coming back to settings', async () => {
    fakeNetwork(reply(endpoints.getMfaStatus, off));
    renderSection();
    const link = await screen.findByRole('link', { name: 'Turn on' });
    expect(link.getAttribute('href')).toBe('/setup-two-step?next=%2Fmembers%2Fsettings');
    expect(screen.getByText('Off')).toBeTruthy();
  });

  it('comes back to the settings screen it was opened on: a staff user to /internal/settings', async () => {
    fakeNetwork(reply(endpoints.getMfaStatus, off));
    renderWithShell(<TwoStepSection titleLevel={3} />, { route: '/internal/settings', user: aStaffUser() });
    expect(screen.getByRole('heading', { level: 3, name: 'Two-step verification' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Turn on' });
    expect(link.getAttribute('href')).toBe('/setup-two-step?next=%2Finternal%2Fsettings');
  });

  it('on: shows the recovery codes left; Turn off asks for the current password, then reads the status again', async () => {
    fakeNetwork(noPasskeys, reply(endpoints.getMfaStatus, on), reply(endpoints.disableMfa, { message: mfaMessages.turnedOff }));
    const { user } = renderSection();
    expect(await screen.findByText(/7 of 10 recovery codes left/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getAllByText(messages.validation.currentPasswordRequired).length).toBeGreaterThan(0);
    expect(bodySentTo(endpoints.disableMfa)).toBeUndefined();
    fakeNetwork(noPasskeys, reply(endpoints.getMfaStatus, off), reply(endpoints.disableMfa, { message: mfaMessages.turnedOff }));
    await user.type(screen.getByLabelText(/^Current password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('link', { name: 'Turn on' })).toBeTruthy();
    expect(bodySentTo(endpoints.disableMfa)).toEqual({ currentPassword: 'Secret123' });
  });

  it('shows a wrong current password', async () => {
    fakeNetwork(noPasskeys, reply(endpoints.getMfaStatus, on), fails(endpoints.disableMfa, 400, messages.auth.currentPasswordIncorrect));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong1');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.currentPasswordIncorrect);
  });

  it('under the policy: no Turn off, but new recovery codes', async () => {
    fakeNetwork(reply(endpoints.getMfaStatus, { ...on, required: true }));
    renderSection();
    expect(await screen.findByText(`${mfaMessages.requiredByPolicy}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
  });
});

describe('New recovery codes (issue #27 item 6)', () => {
  const newCodes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '2')}`);

  it('asks for the current password, then shows the ten new codes once (the message taking the focus); Done closes them', async () => {
    fakeNetwork(
      noPasskeys,
      reply(endpoints.getMfaStatus, on),
      reply(endpoints.regenerateRecoveryCodes, { message: mfaMessages.recoveryCodesRegenerated, recovery_codes: newCodes }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    await user.click(within(form).getByRole('button', { name: 'Make new codes' }));
    expect(within(form).getAllByText(messages.validation.currentPasswordRequired).length).toBeGreaterThan(0);
    expect(sentRequests(endpoints.regenerateRecoveryCodes)).toEqual([]);
    await user.type(within(form).getByLabelText(/^Current password/), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Make new codes' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(newCodes);
    expect(bodySentTo(endpoints.regenerateRecoveryCodes)).toEqual({ currentPassword: 'Secret123' });
    const message = screen.getByRole('status');
    expect(message.textContent).toContain(mfaMessages.recoveryCodesRegenerated);
    expect(document.activeElement).toBe(message);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('nextlevel-recovery-codes.txt');
    // The count is read again.
    await waitFor(() => expect(sentRequests(endpoints.getMfaStatus).length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New recovery codes' }));
  });

  it('shows a wrong current password, and keeps the old codes', async () => {
    fakeNetwork(
      noPasskeys,
      reply(endpoints.getMfaStatus, on),
      fails(endpoints.regenerateRecoveryCodes, 400, messages.auth.currentPasswordIncorrect),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong1');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.currentPasswordIncorrect);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});

import { endpoints, mfaMessages, passkeyMessages, type ErrorResponse, type PasskeySummary } from '@nextlevel/bff/contract';
import { aMember, bodySentTo, fakeNetwork, renderWithShell, reply, resetShell, sentRequests } from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PasskeysCard } from './PasskeysCard';
import { anAssertionCredential, confirmationOptions, withoutWebAuthn, withWebAuthn } from './test-webauthn';
import { TwoStepSection } from './TwoStepSection';

const laptop: PasskeySummary = {
  id: '7d6a2b4e-1c9f-4a51-9e0b-2f7c5d8a1b01',
  name: 'Work laptop',
  created_at: '2026-11-02T09:30:00.000Z',
  last_used_at: null,
};
const list = (...passkeys: PasskeySummary[]) => reply(endpoints.listPasskeys, { passkeys });
const options = reply(endpoints.passkeyConfirmationOptions, confirmationOptions);
const sentAssertion = { assertion: expect.objectContaining({ id: 'bXktY3JlZA', type: 'public-key' }) };
const renderCard = () => renderWithShell(<PasskeysCard />, { route: '/members/settings', user: aMember() });

afterEach(() => {
  withoutWebAuthn();
  resetShell();
});

const openRemove = async (user: ReturnType<typeof renderCard>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
  return screen.findByRole('dialog', { name: 'Remove “Work laptop”?' });
};

describe('confirming with a passkey instead of the current password (issue #27 item 6)', () => {
  it('removes a passkey with a passkey: the browser is asked against the confirmation options, and the answer is sent instead of a password', async () => {
    fakeNetwork(list(laptop), options, reply(endpoints.removePasskey, { message: passkeyMessages.removed }));
    const credentials = withWebAuthn({ get: () => Promise.resolve(anAssertionCredential) });
    const { user } = renderCard();
    const dialog = await openRemove(user);
    await user.click(within(dialog).getByRole('button', { name: passkeyMessages.useInstead }));
    expect(await screen.findByText(passkeyMessages.removed)).toBeTruthy();
    expect(credentials.get).toHaveBeenCalledTimes(1);
    expect(bodySentTo(endpoints.removePasskey)).toEqual(sentAssertion);
  });

  it('a dismissed browser dialog says so under the button, which keeps the focus; nothing is sent', async () => {
    fakeNetwork(list(laptop), options, reply(endpoints.removePasskey, { message: passkeyMessages.removed }));
    withWebAuthn({ get: () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')) });
    const { user } = renderCard();
    const dialog = await openRemove(user);
    const button = within(dialog).getByRole('button', { name: passkeyMessages.useInstead });
    await user.click(button);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(passkeyMessages.cancelled);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(sentRequests(endpoints.removePasskey)).toEqual([]);
  });

  it("the server's refusal of the answer is shown as the form's error", async () => {
    fakeNetwork(
      list(laptop),
      options,
      http.post(endpoints.removePasskey.path, () =>
        // Passkeys' messages stand apart from the catalogue `fails` takes, so the refusal is written out.
        HttpResponse.json({ error: passkeyMessages.challengeExpired } satisfies ErrorResponse, { status: 400 }),
      ),
    );
    withWebAuthn({ get: () => Promise.resolve(anAssertionCredential) });
    const { user } = renderCard();
    const dialog = await openRemove(user);
    await user.click(within(dialog).getByRole('button', { name: passkeyMessages.useInstead }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(passkeyMessages.challengeExpired);
  });

  it('adds a passkey confirmed with another: the name is checked first, the assertion goes with the registration options, then Create passkey asks the browser', async () => {
    fakeNetwork(
      list(laptop),
      options,
      reply(endpoints.passkeyRegistrationOptions, {
        challenge: 'Y2hhbGxlbmdl',
        rp: { id: 'localhost', name: 'NextLevel' },
        user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada Lovelace' },
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      }),
    );
    const credentials = withWebAuthn({
      get: () => Promise.resolve(anAssertionCredential),
      create: () => Promise.reject(new DOMException('x', 'NotAllowedError')),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const form = screen.getByRole('form', { name: 'Add a passkey' });
    await user.clear(within(form).getByLabelText(/^Passkey name/));
    await user.click(within(form).getByRole('button', { name: passkeyMessages.useInstead }));
    expect(within(form).getAllByText(passkeyMessages.nameRequired).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Passkey name/));
    expect(sentRequests(endpoints.passkeyConfirmationOptions)).toEqual([]);
    await user.type(within(form).getByLabelText(/^Passkey name/), 'Phone');
    await user.click(within(form).getByRole('button', { name: passkeyMessages.useInstead }));
    await waitFor(() => expect(bodySentTo(endpoints.passkeyRegistrationOptions)).toEqual(sentAssertion));

    // The new passkey is made by a press of its own: a browser grants one passkey dialog per gesture.
    const createButton = await within(form).findByRole('button', { name: 'Create passkey' });
    expect(within(form).getByRole('status').textContent).toContain('Confirmed with your passkey');
    expect(document.activeElement).toBe(createButton);
    expect(credentials.create).not.toHaveBeenCalled();
    await user.click(createButton);
    expect((await within(form).findByRole('alert')).textContent).toBe(passkeyMessages.cancelled);
    expect(credentials.create).toHaveBeenCalledTimes(1);
    expect(sentRequests(endpoints.passkeyRegistrationOptions)).toHaveLength(1);
  });

  it('offers no passkey to a user without one, nor in a browser without WebAuthn', async () => {
    fakeNetwork(list(), reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 3, required: false }));
    withWebAuthn({});
    const first = renderWithShell(<TwoStepSection />, { route: '/members/settings', user: aMember() });
    await first.user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(sentRequests(endpoints.listPasskeys).length).toBe(1));
    expect(screen.queryByRole('button', { name: passkeyMessages.useInstead })).toBeNull();
    first.unmount();
    resetShell();
    withoutWebAuthn();
    fakeNetwork(list(laptop));
    const { user } = renderCard();
    // The card's list is there (the dialog opens from it): what the field reads too.
    await openRemove(user);
    expect(screen.queryByRole('button', { name: passkeyMessages.useInstead })).toBeNull();
  });

  it('turns two-step verification off with a passkey', async () => {
    fakeNetwork(
      list(laptop),
      options,
      reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 3, required: false }),
      reply(endpoints.disableMfa, { message: mfaMessages.turnedOff }),
    );
    withWebAuthn({ get: () => Promise.resolve(anAssertionCredential) });
    const { user } = renderWithShell(<TwoStepSection />, { route: '/members/settings', user: aMember() });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(await screen.findByRole('button', { name: passkeyMessages.useInstead }));
    await waitFor(() => expect(bodySentTo(endpoints.disableMfa)).toEqual(sentAssertion));
  });
});

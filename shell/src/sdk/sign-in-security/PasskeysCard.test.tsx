import { endpoints, messages, type PasskeySummary, passkeyMessages } from '@nextlevel/bff/contract';
import {
  aMember,
  bodySentTo,
  fails,
  fakeNetwork,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasskeysCard } from './PasskeysCard';
import { bytes, withoutWebAuthn, withWebAuthn } from './test-webauthn';

const laptop: PasskeySummary = {
  id: '7d6a2b4e-1c9f-4a51-9e0b-2f7c5d8a1b01',
  name: 'Work laptop',
  created_at: '2026-11-02T09:30:00.000Z',
  last_used_at: '2026-11-20T18:05:00.000Z',
};
const phone: PasskeySummary = {
  id: '7d6a2b4e-1c9f-4a51-9e0b-2f7c5d8a1b02',
  name: 'Phone',
  created_at: '2026-11-10T12:00:00.000Z',
  last_used_at: null,
};
const creationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'NextLevel' },
  user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada Lovelace' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
};

const newCredential = {
  id: 'bmV3LWNyZWQ',
  rawId: bytes('new-cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    clientDataJSON: bytes('{}'),
    attestationObject: bytes('att'),
    getTransports: () => ['internal'],
    getPublicKeyAlgorithm: () => -7,
    getPublicKey: () => bytes('key'),
    getAuthenticatorData: () => bytes('auth'),
  },
  getClientExtensionResults: () => ({}),
};

afterEach(() => {
  withoutWebAuthn();
  resetShell();
});

const renderCard = () => renderWithShell(<PasskeysCard />, { route: '/members/settings', user: aMember() });
const list = (...passkeys: PasskeySummary[]) => reply(endpoints.listPasskeys, { passkeys });

describe('PasskeysCard (issue #27 item 1)', () => {
  it('lists each passkey with when it was added and last used', async () => {
    fakeNetwork(list(laptop, phone));
    renderCard();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Work laptopAdded 2 Nov 2026 · Last used 20 Nov 2026'),
      expect.stringContaining('PhoneAdded 10 Nov 2026 · Never used'),
    ]);
  });

  it('says when there are none, and when the list cannot be read (with Retry)', async () => {
    fakeNetwork(list());
    const first = renderCard();
    expect(await screen.findByText(/You have no passkeys yet/)).toBeTruthy();
    first.unmount();
    resetShell();
    fakeNetwork(fails(endpoints.listPasskeys, 500, messages.errors.internal));
    renderCard();
    expect(await screen.findByText(passkeyMessages.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('adds a passkey: the current password first, then the browser, then the name and the answer go to the bff', async () => {
    fakeNetwork(
      list(),
      reply(endpoints.passkeyRegistrationOptions, creationOptions),
      reply(endpoints.registerPasskey, { message: passkeyMessages.added, passkey: phone }, { status: 201 }),
    );
    withWebAuthn({ create: () => Promise.resolve(newCredential) });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const name = screen.getByLabelText(/^Passkey name/);
    await user.clear(name);
    await user.type(name, 'Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(messages.validation.currentPasswordRequired).length).toBeGreaterThan(0);
    expect(sentRequests(endpoints.passkeyRegistrationOptions)).toEqual([]);
    await user.type(screen.getByLabelText(/^Current password/), 'Analytic1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(passkeyMessages.added)).toBeTruthy();
    expect(bodySentTo(endpoints.passkeyRegistrationOptions)).toEqual({ currentPassword: 'Analytic1' });
    expect(bodySentTo(endpoints.registerPasskey)).toEqual({
      name: 'Phone',
      attestation: expect.objectContaining({
        id: 'bmV3LWNyZWQ',
        type: 'public-key',
        response: expect.objectContaining({ transports: ['internal'] }),
      }),
    });
    // The list is read again.
    await waitFor(() => expect(sentRequests(endpoints.listPasskeys).length).toBe(2));
  });

  it('shows a wrong current password on its field, and a dismissed browser dialog as cancelled', async () => {
    fakeNetwork(list(), fails(endpoints.passkeyRegistrationOptions, 400, messages.auth.currentPasswordIncorrect));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong-one1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(messages.auth.currentPasswordIncorrect).length).toBeGreaterThan(0);

    fakeNetwork(list(), reply(endpoints.passkeyRegistrationOptions, creationOptions));
    withWebAuthn({
      create: () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')),
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(passkeyMessages.cancelled);
    expect(sentRequests(endpoints.registerPasskey)).toEqual([]);
  });

  it('reads Adding... while the request is on its way', async () => {
    fakeNetwork(list(), pending(endpoints.passkeyRegistrationOptions));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText(/^Current password/), 'Analytic1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeTruthy();
  });

  it('renames a passkey in place', async () => {
    fakeNetwork(
      list(laptop),
      reply(endpoints.renamePasskey, { message: passkeyMessages.renamed, passkey: { ...laptop, name: 'Home laptop' } }),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const field = screen.getByLabelText(/^Passkey name/);
    await user.clear(field);
    await user.type(field, 'Home laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(passkeyMessages.renamed)).toBeTruthy();
    expect(sentRequests(endpoints.renamePasskey)[0]?.path).toBe(`/api/passkeys/${laptop.id}`);
    expect(bodySentTo(endpoints.renamePasskey)).toEqual({ name: 'Home laptop' });
  });

  it('removes a passkey after a confirmation that asks for the current password', async () => {
    fakeNetwork(list(laptop), reply(endpoints.removePasskey, { message: passkeyMessages.removed }));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Work laptop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(within(dialog).getAllByText(messages.validation.currentPasswordRequired).length).toBeGreaterThan(0);
    expect(sentRequests(endpoints.removePasskey)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Analytic1');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText(passkeyMessages.removed)).toBeTruthy();
    expect(bodySentTo(endpoints.removePasskey)).toEqual({ currentPassword: 'Analytic1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

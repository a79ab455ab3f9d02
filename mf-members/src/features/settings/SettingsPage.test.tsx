import { endpoints, messages, passkeyMessages, type MemberSettingsResponse } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import {
  aMember,
  bodySentTo,
  fails,
  fakeNetwork,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SettingsPage from './SettingsPage';
import { anEvent } from './test-activity';

const member = aMember({ country_id: 'c-fr' });
const countries = reply(endpoints.listCountries, [
  { id: 'c-fr', country: 'France' },
  { id: 'c-ke', country: 'Kenya' },
]);
// The Passkeys card reads the list as the page opens (issue #27); its own tests are the shell SDK's
// sign-in-security/PasskeysCard.test.tsx.
const noPasskeys = reply(endpoints.listPasskeys, { passkeys: [] });
const saves = (answer: MemberSettingsResponse) => reply(endpoints.updateMemberSettings, answer);
/** Two-step verification's card reads its status (issue #27): off. */
const twoStepOff = reply(endpoints.getMfaStatus, { enabled: false, recovery_codes_left: 0, required: false });
const sentSettings = () => bodySentTo(endpoints.updateMemberSettings);

afterEach(resetShell);

/** The recent activity under the form (issue #27 item 8): none here, the component has its own tests. */
const noActivity = reply(endpoints.getMemberActivity, { events: [], nextCursor: null });
const network = (...handlers: Parameters<typeof fakeNetwork>) => fakeNetwork(noActivity, noPasskeys, twoStepOff, ...handlers);

/** The settings screen at /members/settings with the member signed in. */
const renderSettings = () => renderWithShell(<SettingsPage />, { route: '/members/settings', user: member });

/** The text of a field's hint (the last id its aria-describedby names). */
const hintOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

const save = async (user: ReturnType<typeof renderSettings>['user']) => user.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('SettingsPage', () => {
  it('shows the Account Information form prefilled from the signed-in user', async () => {
    network(countries);
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeTruthy();
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe('Lovelace');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Country/ }).textContent).toContain('France'));
  });

  it('#24.13 says "Leave blank to keep current password" in the hint under the field, whole on a phone, not in a placeholder cut off', () => {
    network(countries);
    renderSettings();
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.placeholder).toBe('');
    const hint = document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('Leave blank to keep current password. At least 8 characters if you change it.');
  });

  it('says Loading countries... in the Country select while the list loads', async () => {
    network(pending(endpoints.listCountries));
    renderSettings();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Country/ }).textContent).toBe('Loading countries...'));
  });

  it("says Could not load countries when the list fails, and still saves the member's country", async () => {
    network(fails(endpoints.listCountries, 500, messages.errors.internal), saves({ message: messages.settings.updated, user: member }));
    const { user } = renderSettings();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Country/ }).textContent).toBe('Could not load countries'));
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updated);
    expect(sentSettings()).toMatchObject({ country_id: 'c-fr' });
  });

  it('leaves a blank password out, saves, shows the green message and takes the returned user', async () => {
    const updated = { ...member, first_name: 'Augusta', country_id: 'c-ke' };
    network(countries, saves({ message: messages.settings.updated, user: updated }));
    const { user } = renderSettings();
    const first = screen.getByLabelText(/^First Name/);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(await screen.findByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Kenya' }));
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updated);
    expect(sentSettings()).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      country_id: 'c-ke',
    });
    expect(useAuth.getState().user).toEqual(updated);
  });

  it('lists what was just saved: Recent activity is read again once a change succeeds', async () => {
    let reads = 0;
    fakeNetwork(
      http.get(endpoints.getMemberActivity.path, () =>
        HttpResponse.json({ events: ++reads === 1 ? [] : [anEvent('password-changed')], nextCursor: null }),
      ),
      noPasskeys,
      twoStepOff,
      countries,
      saves({ message: messages.settings.updated, user: { ...member, first_name: 'Augusta' } }),
    );
    const { user } = renderSettings();
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
    const first = screen.getByLabelText(/^First Name/);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await save(user);
    await screen.findByRole('list', { name: 'Recent activity events' });
    expect(reads).toBe(2);
  });

  it('#24.14 a save in the first visit keeps it a first visit (the answer is the account as stored)', async () => {
    network(countries, saves({ message: messages.settings.updated, user: member }));
    const { user } = renderWithShell(<SettingsPage />, { route: '/members/settings', user: { ...member, first_visit: true } });
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updated);
    expect(useAuth.getState().user).toEqual({ ...member, first_visit: true });
  });

  it('sends a new password and clears the field after saving', async () => {
    network(countries, saves({ message: messages.settings.updated, user: member }));
    const { user } = renderSettings();
    await user.type(screen.getByLabelText(/^Password/), 'BrandNew42');
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updated);
    expect(sentSettings()).toMatchObject({ password: 'BrandNew42' });
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('checks product §5 settings rules and focuses the first invalid field', async () => {
    network(countries);
    const { user } = renderSettings();
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await save(user);
    const v = messages.validation;
    for (const message of [v.lastNameRequired, v.settingsEmailInvalid, v.resetPasswordMin])
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Last Name/));
    expect(sentRequests(endpoints.updateMemberSettings)).toEqual([]);
  });

  it('reads Saving... while pending', async () => {
    network(countries, pending(endpoints.updateMemberSettings));
    const { user } = renderSettings();
    await save(user);
    expect(((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server error in red, or Failed to update settings', async () => {
    network(countries, fails(endpoints.updateMemberSettings, 429, messages.auth.tooManyRequests));
    const { user } = renderSettings();
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.tooManyRequests);
    network(
      countries,
      http.put(endpoints.updateMemberSettings.path, () => HttpResponse.error()),
    );
    await save(user);
    expect(await screen.findByText(messages.settings.failed)).toBeTruthy();
  });
});

describe('SettingsPage: a pending address (issue #24.10)', () => {
  it('says "Confirmation sent to … (pending)" under Email from the signed-in user (GET /api/user), the field keeping the account’s address', () => {
    network(countries);
    renderWithShell(<SettingsPage />, { route: '/members/settings', user: { ...member, pending_email: 'grace@example.com' } });
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(hintOf(email)).toBe('Confirmation sent to grace@example.com (pending)');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('says nothing under Email without a pending address', () => {
    network(countries);
    renderSettings();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/\(pending\)/)).toBeNull();
  });
});

describe('SettingsPage: Current password (issue #9)', () => {
  const currentPasswordField = () => screen.queryByLabelText(/^Current password/) as HTMLInputElement | null;

  it('asks no current password for a name or country change, nor for the same address in another case', async () => {
    network(countries, saves({ message: messages.settings.updated, user: { ...member, first_name: 'Augusta' } }));
    const { user } = renderSettings();
    const first = screen.getByLabelText(/^First Name/);
    await user.clear(first);
    await user.type(first, 'Augusta');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ADA@example.com');
    expect(currentPasswordField()).toBeNull();
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updated);
    expect(sentSettings()).not.toHaveProperty('currentPassword');
  });

  it('shows a Current password field while the e-mail differs or a new password is typed, and hides it again', async () => {
    network(countries);
    const { user } = renderSettings();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'x');
    const field = currentPasswordField();
    expect(field?.type).toBe('password');
    expect(field?.autocomplete).toBe('current-password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' }).at(-1)!);
    expect(currentPasswordField()?.type).toBe('text');
    await user.type(email, '{Backspace}');
    expect(currentPasswordField()).toBeNull();
    await user.type(screen.getByLabelText(/^Password/), 'BrandNew42');
    expect(currentPasswordField()).not.toBeNull();
    await user.clear(screen.getByLabelText(/^Password/));
    expect(currentPasswordField()).toBeNull();
  });

  it('sends currentPassword with a new e-mail; after saving, the field shows the account’s address and the new one is pending (#24.10)', async () => {
    network(countries, saves({ message: messages.settings.updatedEmailPending, user: { ...member, pending_email: 'grace@example.com' } }));
    const { user } = renderSettings();
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.type(screen.getByLabelText(/^Current password/), 'Analytic1');
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updatedEmailPending);
    expect(sentSettings()).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'grace@example.com',
      country_id: 'c-fr',
      currentPassword: 'Analytic1',
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    expect(hintOf(screen.getByLabelText(/^Email/))).toBe('Confirmation sent to grace@example.com (pending)');
    expect(currentPasswordField()).toBeNull();
  });

  it('shows the server\'s "Current password is incorrect" on the field and moves focus there', async () => {
    network(countries, fails(endpoints.updateMemberSettings, 400, messages.auth.currentPasswordIncorrect));
    const { user } = renderSettings();
    await user.type(screen.getByLabelText(/^Password/), 'BrandNew42');
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong-one1');
    await save(user);
    await waitFor(() => expect(document.activeElement).toBe(currentPasswordField()));
    const field = currentPasswordField()!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      messages.auth.currentPasswordIncorrect,
    );
    expect(sentSettings()).toMatchObject({ password: 'BrandNew42', currentPassword: 'Wrong-one1' });
  });

  it('shows the server\'s "Current password is required" when the field was left blank', async () => {
    network(countries, fails(endpoints.updateMemberSettings, 400, messages.validation.currentPasswordRequired));
    const { user } = renderSettings();
    await user.type(screen.getByLabelText(/^Email/), 'x');
    await save(user);
    await waitFor(() => expect(currentPasswordField()?.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(messages.validation.currentPasswordRequired).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentSettings()).not.toHaveProperty('currentPassword');
  });
});

describe('SettingsPage: a passkey instead of the current password (issue #27 item 6)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  // The browser's WebAuthn, faked at its edge: `navigator.credentials.get` answers as an authenticator does.
  const withPasskey = (get: () => Promise<unknown>) => {
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(function PublicKeyCredential() {}, {}),
    );
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: vi.fn(get), create: vi.fn() } });
  };
  const assertion = {
    id: 'bXktY3JlZA',
    rawId: bytes('my-cred'),
    type: 'public-key',
    response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('auth'), signature: bytes('sig'), userHandle: null },
    getClientExtensionResults: () => ({}),
  };
  const onePasskey = reply(endpoints.listPasskeys, {
    passkeys: [{ id: '7d6a2b4e-1c9f-4a51-9e0b-2f7c5d8a1b01', name: 'Phone', created_at: '2026-11-02T09:30:00.000Z', last_used_at: null }],
  });
  const options = reply(endpoints.passkeyConfirmationOptions, { challenge: 'Y29uZmlybQ', rpId: 'localhost' });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('saves a new e-mail confirmed with a passkey: the answer goes instead of the password', async () => {
    fakeNetwork(
      noActivity,
      twoStepOff,
      onePasskey,
      options,
      countries,
      saves({ message: messages.settings.updatedEmailPending, user: member }),
    );
    withPasskey(() => Promise.resolve(assertion));
    const { user } = renderSettings();
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.click(await screen.findByRole('button', { name: passkeyMessages.useInstead }));
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updatedEmailPending);
    expect(sentSettings()).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'grace@example.com',
      country_id: 'c-fr',
      assertion: expect.objectContaining({ id: 'bXktY3JlZA', type: 'public-key' }),
    });
  });

  it('checks the rest of the form before the browser is asked; a dismissed dialog says so and sends nothing', async () => {
    fakeNetwork(noActivity, twoStepOff, onePasskey, options, countries, saves({ message: messages.settings.updated, user: member }));
    withPasskey(() => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')));
    const { user } = renderSettings();
    await user.clear(screen.getByLabelText(/^First Name/));
    await user.type(screen.getByLabelText(/^Password/), 'BrandNew42');
    await user.click(await screen.findByRole('button', { name: passkeyMessages.useInstead }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/)));
    expect(sentRequests(endpoints.passkeyConfirmationOptions)).toEqual([]);
    await user.type(screen.getByLabelText(/^First Name/), 'Ada');
    const button = screen.getByRole('button', { name: passkeyMessages.useInstead });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(passkeyMessages.cancelled);
    expect(document.activeElement).toBe(button);
    expect(sentRequests(endpoints.updateMemberSettings)).toEqual([]);
  });
});

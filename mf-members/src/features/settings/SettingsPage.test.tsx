import { messages, SIGNED_IN_HINT_COOKIE } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SettingsPage from './SettingsPage';
import { mockApi, never, sentBody } from '@nextlevel/shell/testing';
import { renderWithShell, resetTestState } from './testing/render-settings';

const member = { id: 'u1', category: 'Member', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', country_id: 'c-fr' };
const countries = { 'GET /api/countries': { body: [{ id: 'c-fr', country: 'France' }, { id: 'c-ke', country: 'Kenya' }] } };

beforeEach(() => {
  useAuth.setState({ user: member, status: 'ready' });
  // A signed-in browser carries the bff's readable hint, so the store may re-read /api/user.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
});
afterEach(resetTestState);

const save = async (user: ReturnType<typeof renderWithShell>['user']) => user.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('SettingsPage', () => {
  it('shows the Account Information form prefilled from the signed-in user', async () => {
    mockApi(countries);
    renderWithShell(<SettingsPage />);
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeTruthy();
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe('Lovelace');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('Leave blank to keep current password');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Country/ }).textContent).toContain('France'));
  });

  it('leaves a blank password out, saves, shows the green message and takes the returned user', async () => {
    const updated = { ...member, first_name: 'Augusta', country_id: 'c-ke' };
    const fetchMock = mockApi({ ...countries, 'PUT /api/members/settings': { body: { message: messages.settings.updated, user: updated } } });
    const { user } = renderWithShell(<SettingsPage />);
    const first = screen.getByLabelText(/^First Name/);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(await screen.findByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Kenya' }));
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updated);
    expect(sentBody(fetchMock, 'PUT /api/members/settings')).toEqual({ first_name: 'Augusta', last_name: 'Lovelace', email: 'ada@example.com', country_id: 'c-ke' });
    expect(useAuth.getState().user).toEqual(updated);
  });

  it('sends a new password and clears the field after saving; reloads /api/user when no user comes back', async () => {
    const reloaded = { ...member, last_name: 'King' };
    const fetchMock = mockApi({ ...countries, 'PUT /api/members/settings': { body: { message: '' } }, 'GET /api/user': { body: { user: reloaded } } });
    const { user } = renderWithShell(<SettingsPage />);
    await user.type(screen.getByLabelText(/^Password/), 'BrandNew42');
    await save(user);
    expect((await screen.findByRole('status')).textContent).toContain(messages.settings.updated);
    expect(sentBody(fetchMock, 'PUT /api/members/settings')).toMatchObject({ password: 'BrandNew42' });
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
    expect(useAuth.getState().user).toEqual(reloaded);
  });

  it('checks SPEC §5 settings rules and focuses the first invalid field', async () => {
    const fetchMock = mockApi(countries);
    const { user } = renderWithShell(<SettingsPage />);
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await save(user);
    const v = messages.validation;
    for (const message of [v.lastNameRequired, v.settingsEmailInvalid, v.resetPasswordMin]) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Last Name/));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('reads Saving... while pending', async () => {
    mockApi({ ...countries, 'PUT /api/members/settings': never });
    const { user } = renderWithShell(<SettingsPage />);
    await save(user);
    expect(((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server error in red, or Failed to update settings', async () => {
    mockApi({ ...countries, 'PUT /api/members/settings': { status: 409, body: { error: 'That email is already in use' } } });
    const { user } = renderWithShell(<SettingsPage />);
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain('That email is already in use');
    mockApi({ ...countries, 'PUT /api/members/settings': () => Promise.reject(new TypeError('Failed to fetch')) });
    await save(user);
    expect(await screen.findByText(messages.settings.failed)).toBeTruthy();
  });
});

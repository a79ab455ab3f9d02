import { endpoints, messages } from '@nextlevel/bff/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SignUpPage from './SignUpPage';
import {
  aMember,
  bodySentTo,
  fails,
  fakeNetwork,
  findLocation,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';

afterEach(resetShell);

const countries = reply(endpoints.listCountries, [
  { id: 'c-fr', country: 'France' },
  { id: 'c-ke', country: 'Kenya' },
]);

async function fillAndSubmit(view: ReturnType<typeof renderWithShell>, { password = 'Analytic1' } = {}) {
  const { user } = view;
  await user.type(screen.getByLabelText(/^First Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(await screen.findByRole('combobox', { name: /^Country/ }));
  await user.click(await screen.findByRole('option', { name: 'Kenya' }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignUpPage', () => {
  it('shows the title, fields, the country list from the API and the sign-in link', async () => {
    fakeNetwork(countries);
    const { user } = renderWithShell(<SignUpPage />, { path: '/sign-up' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Password/]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/login');
    const country = screen.getByRole('combobox', { name: /^Country/ });
    await user.click(country);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['France', 'Kenya']);
  });

  it('shows every product §5 message on submit and focuses the first invalid field', async () => {
    fakeNetwork(countries);
    const { user } = renderWithShell(<SignUpPage />, { path: '/sign-up' });
    await user.type(screen.getByLabelText(/^Last Name/), 'x'.repeat(51));
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const v = messages.validation;
    for (const message of [v.firstNameRequired, v.lastNameTooLong, v.emailInvalid, v.passwordMin, v.countryRequired]) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/));
    expect(screen.getByRole('combobox', { name: /^Country/ }).getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'longenough');
    expect(screen.getAllByText(v.passwordComplexity).length).toBeGreaterThan(0);
    expect(sentRequests().every(({ path }) => path === endpoints.listCountries.path)).toBe(true);
  });

  it('reads Creating Account... while pending', async () => {
    fakeNetwork(countries, pending(endpoints.register));
    await fillAndSubmit(renderWithShell(<SignUpPage />, { path: '/sign-up' }));
    expect(((await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('registers and goes on to verification-pending with the e-mail', async () => {
    fakeNetwork(countries, reply(endpoints.register, { message: messages.auth.registered }));
    await fillAndSubmit(renderWithShell(<SignUpPage />, { path: '/sign-up' }));
    expect(await findLocation()).toBe('/verification-pending?email=ada%40example.com');
    expect(bodySentTo(endpoints.register)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'Analytic1',
      country_id: 'c-ke',
    });
  });

  it('shows the server message, or the product §8 fallback', async () => {
    fakeNetwork(countries, fails(endpoints.register, 429, messages.auth.tooManyRequests));
    await fillAndSubmit(renderWithShell(<SignUpPage />, { path: '/sign-up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.tooManyRequests);
  });

  it('falls back to An error occurred during signup', async () => {
    fakeNetwork(
      countries,
      http.post(endpoints.register.path, () => HttpResponse.error()),
    );
    await fillAndSubmit(renderWithShell(<SignUpPage />, { path: '/sign-up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.signup);
  });

  it('sends a signed-in user to /', async () => {
    renderWithShell(<SignUpPage />, { path: '/sign-up', user: aMember() });
    expect(await findLocation()).toBe('/');
  });
});

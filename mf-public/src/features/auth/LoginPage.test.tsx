import { endpoints, messages } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from './LoginPage';
import {
  aMember,
  aStaffUser,
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

const member = aMember();

async function signIn(email = 'ada@example.com', password = 'Secret123', route = '/login') {
  const view = renderWithShell(<LoginPage />, { path: '/login', route });
  await view.user.type(screen.getByLabelText(/^Email/), email);
  await view.user.type(screen.getByLabelText(/^Password/), password);
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

describe('LoginPage', () => {
  it('shows the title, subtitle, fields and links of product §2', () => {
    renderWithShell(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Sign in to your account to continue')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create one here' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'NextLevel home' }).getAttribute('href')).toBe('/');
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderWithShell(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
  });

  it('validates on submit with product §5 messages, focuses the first invalid field, then follows edits live', async () => {
    fakeNetwork();
    const { user } = renderWithShell(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(screen.queryByText(messages.validation.emailInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText(messages.validation.emailInvalid).length).toBeGreaterThan(0);
    expect(screen.getAllByText(messages.validation.passwordRequired).length).toBeGreaterThan(0);
    const email = screen.getByLabelText(/^Email/);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sentRequests()).toEqual([]);

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    expect(screen.queryByText(messages.validation.emailInvalid)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('reads Signing In... while the request is pending', async () => {
    fakeNetwork(pending(endpoints.login));
    await signIn();
    const button = await screen.findByRole('button', { name: 'Signing In...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['Member', '/members/dashboard'],
    ['Internal', '/internal/dashboard'],
    ['Alumni', '/'],
  ])('sends a %s to %s after signing in', async (category, target) => {
    fakeNetwork(reply(endpoints.login, { user: { ...member, category } }));
    await signIn();
    expect(await findLocation()).toBe(target);
    expect(bodySentTo(endpoints.login)).toEqual({ email: 'ada@example.com', password: 'Secret123' });
    expect(useAuth.getState().user?.category).toBe(category);
  });

  it('shows the server message on failure', async () => {
    fakeNetwork(fails(endpoints.login, 401, messages.auth.invalidCredentials));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.invalidCredentials);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the 429 message when rate limited', async () => {
    fakeNetwork(fails(endpoints.login, 429, messages.auth.tooManyRequests));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.tooManyRequests);
  });

  it('falls back to product §8 wording when the network fails', async () => {
    fakeNetwork(http.post(endpoints.login.path, () => HttpResponse.error()));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.login);
  });

  it('sends an unverified account to verification-pending with the e-mail', async () => {
    fakeNetwork(fails(endpoints.login, 403, messages.auth.emailNotVerified));
    await signIn('new.member+1@example.com');
    expect(await findLocation()).toBe('/verification-pending?email=new.member%2B1%40example.com');
  });

  it('redirects a visitor who is already signed in to their dashboard', async () => {
    renderWithShell(<LoginPage />, { path: '/login', user: aStaffUser() });
    expect(await findLocation()).toBe('/internal/dashboard');
  });

  it('#24.8 returns a Member to the deep link they opened before signing in, query and all', async () => {
    fakeNetwork(reply(endpoints.login, { user: member }));
    const next = '/members/apps/snippets/favorites?author=Seneca';
    await signIn(undefined, undefined, `/login?next=${encodeURIComponent(next)}`);
    expect(await findLocation()).toBe(next);
  });

  it.each([
    ['another site', '//evil.example/members/dashboard'],
    ['a scheme', 'https://evil.example/members/dashboard'],
    ['a backslash', '/\\evil.example'],
    ['another area', '/internal/analytics'],
    ['dot segments out of the area', '/members/../internal/dashboard'],
  ])('#24.8 refuses to return to %s, and goes to the dashboard instead', async (_what, next) => {
    fakeNetwork(reply(endpoints.login, { user: member }));
    await signIn(undefined, undefined, `/login?next=${encodeURIComponent(next)}`);
    expect(await findLocation()).toBe('/members/dashboard');
  });

  it('#24.8 sends a visitor already signed in on to the deep link too', async () => {
    renderWithShell(<LoginPage />, { path: '/login', route: '/login?next=%2Finternal%2Fanalytics', user: aStaffUser() });
    expect(await findLocation()).toBe('/internal/analytics');
  });
});

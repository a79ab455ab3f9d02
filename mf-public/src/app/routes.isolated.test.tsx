import { endpoints, messages, NOT_FOUND_TITLE, publicPages } from '@nextlevel/bff/contract';
import { fakeNetwork, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The landing and auth screens are other features with their own tests; here they are stand-ins.
vi.mock('../features/landing/LandingPage', () => ({ default: () => <h1>Landing page</h1> }));
vi.mock('../features/auth/LoginPage', () => ({ default: () => <h1>Login page</h1> }));
vi.mock('../features/auth/ResetPasswordPage', () => ({ default: () => <h1>Reset page</h1> }));

const { default: PublicRoutes } = await import('./routes');

const renderAt = (path: string) => renderWithShell(<PublicRoutes />, { path: '*', route: path });

afterEach(resetShell);

describe('mf-public routes', () => {
  it('renders the landing page at /', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeTruthy();
  });

  it('loads an auth screen lazily', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    renderAt('/reset-password?token=abc');
    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeTruthy();
  });

  it('shows 404 Page Not Found for an unknown path, titled "Page not found" (#24.11), with a way home', async () => {
    const { user } = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(document.title).toBe(NOT_FOUND_TITLE);
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeTruthy();
    expect(document.title).not.toBe(NOT_FOUND_TITLE);
  });

  it("#24.11 has a screen at every path of the contract's list, which the bff answers 200 (every other one is its 404)", async () => {
    fakeNetwork(reply(endpoints.listCountries, []));
    for (const path of Object.values(publicPages)) {
      const { unmount } = renderAt(path);
      expect((await screen.findByRole('heading', { level: 1 })).textContent, path).not.toBe(messages.errors.notFound);
      unmount();
    }
  });
});

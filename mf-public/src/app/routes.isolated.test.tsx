import { renderWithShell, resetShell } from '@nextlevel/shell/testing';
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

  it('shows 404 Page Not Found for an unknown path, with a way home', async () => {
    const { user } = renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeTruthy();
  });
});

import { useAuth } from '@nextlevel/shell/auth';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ACCESS_DENIED_REDIRECT_MS } from './AccessDenied';
import { RequireCategory } from './RequireCategory';
import { aMember } from '../sdk/testing/fixtures';

const user = (category: string) => aMember({ category });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/internal/*"
          element={
            <RequireCategory category="Internal">
              <h1>Internal area</h1>
            </RequireCategory>
          }
        />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/members/dashboard" element={<h1>Member dashboard</h1>} />
        <Route path="/" element={<h1>Landing</h1>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  useAuth.setState({ user: null, status: 'idle', signedOut: false });
  vi.useRealTimers();
});

describe('RequireCategory', () => {
  it('shows Loading... while the user is being read', () => {
    useAuth.setState({ user: null, status: 'loading' });
    renderAt('/internal/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('sends a signed-out visitor to /login', () => {
    useAuth.setState({ user: null, status: 'ready' });
    renderAt('/internal/dashboard');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('sends a visitor who has just signed out home, not to /login', () => {
    useAuth.setState({ user: null, status: 'ready', signedOut: true });
    renderAt('/internal/dashboard');
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeTruthy();
  });

  it('says Access denied. Redirecting... to the wrong category, then goes to their own dashboard', () => {
    vi.useFakeTimers();
    useAuth.setState({ user: user('Member'), status: 'ready' });
    renderAt('/internal/dashboard');
    expect(screen.getByText('Access denied. Redirecting...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(ACCESS_DENIED_REDIRECT_MS));
    expect(screen.getByRole('heading', { name: 'Member dashboard' })).toBeTruthy();
  });

  it('sends another category to /', () => {
    vi.useFakeTimers();
    useAuth.setState({ user: user('Guest'), status: 'ready' });
    renderAt('/internal/dashboard');
    act(() => vi.advanceTimersByTime(ACCESS_DENIED_REDIRECT_MS));
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeTruthy();
  });

  it('renders the area for the right category', () => {
    useAuth.setState({ user: user('Internal'), status: 'ready' });
    renderAt('/internal/dashboard');
    expect(screen.getByRole('heading', { name: 'Internal area' })).toBeTruthy();
  });
});

import { useAuth } from '@nextlevel/shell/auth';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ACCESS_DENIED_REDIRECT_MS } from './AccessDenied';
import { RequireCategory } from './RequireCategory';
import { aMember } from '../sdk/testing/fixtures';

const user = (category: string) => aMember({ category });

function LoginPage() {
  const { search } = useLocation();
  return <h1>{`Login page ${search}`}</h1>;
}

/** Where the router is: shown beside the page. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/internal/*"
          element={
            <RequireCategory area="internal">
              <h1>Internal area</h1>
            </RequireCategory>
          }
        />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/members/dashboard" element={<h1>Member dashboard</h1>} />
        <Route path="/" element={<h1>Landing</h1>} />
        <Route path="/setup-two-step" element={<h1>Set up two-step verification</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const initial = useAuth.getState();
afterEach(() => {
  useAuth.setState(initial, true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The frame of a signed-in area: its sidebar with the area's title, and the page in <main>. */
const inTheLayout = (title: string) => {
  const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
  expect(within(sidebar).getByText(title)).toBeTruthy();
  return screen.getByRole('main');
};

describe('RequireCategory', () => {
  it('shows Loading... while the user is being read', () => {
    useAuth.setState({ user: null, status: 'loading' });
    renderAt('/internal/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it("#24.9 shows Loading... in the area's layout, not on a blank page", () => {
    useAuth.setState({ user: null, status: 'loading' });
    renderAt('/internal/dashboard');
    expect(within(inTheLayout('Internal Management')).getByRole('status').textContent).toContain('Loading...');
  });

  it('#27.5 takes a session the policy holds to /setup-two-step and nowhere else', () => {
    useAuth.setState({ user: { ...user('Internal'), mfa_setup_required: true }, status: 'ready' });
    renderAt('/internal/database');
    expect(screen.getByTestId('where').textContent).toBe('/setup-two-step');
    expect(screen.queryByText('Internal area')).toBeNull();
  });

  it('#24.8 sends a signed-out visitor to /login with where they were going', () => {
    useAuth.setState({ user: null, status: 'ready' });
    renderAt('/internal/analytics?tab=events&days=7');
    expect(screen.getByTestId('where').textContent).toBe('/login?next=%2Finternal%2Fanalytics%3Ftab%3Devents%26days%3D7');
  });

  it("#24.7 a failed session check is not a sign-out: Can't reach NextLevel with Retry, in the layout, at the same address", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => {
      useAuth.setState({ user: user('Internal'), status: 'ready' });
      return user('Internal');
    });
    useAuth.setState({ user: null, status: 'failed', load });
    renderAt('/internal/dashboard?x=1');
    const main = inTheLayout('Internal Management');
    expect(within(main).getByRole('heading', { level: 1, name: "Can't reach NextLevel" })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/internal/dashboard?x=1');
    await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Internal area' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/internal/dashboard?x=1');
  });

  it('#24.7 checks again by itself once the browser is back online', () => {
    const load = vi.fn(async () => null);
    useAuth.setState({ user: null, status: 'failed', load });
    renderAt('/internal/dashboard');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
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

  it("#24.9 says Access denied. Redirecting... in the layout of the user's own area, with their user block", () => {
    vi.useFakeTimers();
    useAuth.setState({ user: user('Member'), status: 'ready' });
    renderAt('/internal/dashboard');
    expect(within(inTheLayout('Member Portal')).getByRole('status').textContent).toBe('Access denied. Redirecting...');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
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

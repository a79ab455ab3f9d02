import type { CurrentUser } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import InternalRoutes from './routes';

const staff: CurrentUser = { id: 'u1', category: 'Internal', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', country_id: 'c1' };
const initial = useAuth.getState();

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/internal/*" element={<InternalRoutes />} />
        <Route path="/" element={<h1>Landing</h1>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => useAuth.setState(initial, true));

describe('the internal area', () => {
  it('frames every page with the Internal Management sidebar and the user block', () => {
    useAuth.setState({ user: staff, status: 'ready' });
    renderAt('/internal/dashboard');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Internal Management')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/internal/dashboard'],
      ['Database', '/internal/database'],
      ['Snippets', '/internal/snippets'],
      ['Analytics', '/internal/analytics'],
      ['Settings', '/internal/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(sidebar).getByText('ada@example.com')).toBeTruthy();
  });

  it('shows the static dashboard (SPEC §2)', () => {
    useAuth.setState({ user: staff, status: 'ready' });
    renderAt('/internal/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const figures = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Total Users', '0'],
      ['Countries', '196'],
      ['System Status', 'Online'],
      ['Configuration', 'Ready'],
    ]);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
  });

  it('shows Internal-only for any other /internal/* path', () => {
    useAuth.setState({ user: staff, status: 'ready' });
    renderAt('/internal/no-such-page');
    expect(screen.getByRole('heading', { name: 'Internal-only' })).toBeTruthy();
  });

  it('signs out: goes to / and ends the session', async () => {
    const logout = vi.fn(async () => useAuth.setState({ user: null }));
    useAuth.setState({ user: staff, status: 'ready', logout });
    renderAt('/internal/dashboard');
    await userEvent.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

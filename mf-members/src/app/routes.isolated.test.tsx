import { isPagePath, memberActivityEndpoints, NOT_FOUND_TITLE } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { aMember, fakeNetwork, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MembersRoutes from './routes';

// The settings form is the accounts feature's, with its own tests; here it is a stand-in.
vi.mock('../features/settings/SettingsPage', () => ({ default: () => <h1>Settings form</h1> }));
// The Snippets pages have their own tests; here only the frame around them matters.
vi.mock('../features/snippets/FavouritesPage', () => ({ default: () => <h1>My Favorites</h1> }));

const member = aMember();

const renderAt = (path: string) =>
  renderWithShell(<MembersRoutes />, { path: '/members/*', route: path, user: member, routes: { '/': <h1>Landing</h1> } });

afterEach(resetShell);

// The dashboard's Last Login and Recent Activity (issue #27 item 9).
const dashboardAnswer = reply(memberActivityEndpoints.getMemberDashboard, { lastSignIn: null, recentActivity: [] });

describe('the member area', () => {
  it('frames every page with the Member Portal sidebar and the user block', () => {
    fakeNetwork(dashboardAnswer);
    renderAt('/members/dashboard');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Member Portal')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/members/dashboard'],
      ['Apps', '/members/apps'],
      ['Settings', '/members/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(sidebar).getByText('ada@example.com')).toBeTruthy();
  });

  it('shows the dashboard, Last Login from the activity log (product §2, issue #27 item 9)', async () => {
    fakeNetwork(dashboardAnswer);
    renderAt('/members/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeTruthy();
    await screen.findByText('This is your first sign-in');
    const figures = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Profile', 'Complete'],
      ['Last Login', 'This is your first sign-in'],
      ['Notifications', '0'],
      ['Settings', 'Updated'],
    ]);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
  });

  it('loads the settings page at /members/settings', async () => {
    renderAt('/members/settings');
    expect(await screen.findByRole('heading', { name: 'Settings form' })).toBeTruthy();
  });

  it('marks Apps as where you are on /members/apps, and shows the launcher', async () => {
    renderAt('/members/apps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apps' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Apps' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('frames the Snippets app in its own sidebar: Back to Apps, Snippets, My Favorites (current one marked)', async () => {
    renderAt('/members/apps/snippets/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Favorites' })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Back to Apps' }).getAttribute('href')).toBe('/members/apps');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['Snippets', '/members/apps/snippets', null],
      ['My Favorites', '/members/apps/snippets/favorites', 'page'],
    ]);
    expect(within(sidebar).getByRole('button', { name: /Sign Out/ })).toBeTruthy();
  });

  it('shows Member-only for any other /members/* path, titled Page not found as the bff answers it (#24.11)', () => {
    renderAt('/members/no-such-page');
    expect(screen.getByRole('heading', { name: 'Member-only' })).toBeTruthy();
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(isPagePath('/members/no-such-page')).toBe(false);
  });

  it('signs out: goes to / and ends the session', async () => {
    const logout = vi.fn(async () => useAuth.setState({ user: null }));
    useAuth.setState({ logout });
    fakeNetwork(dashboardAnswer);
    const { user } = renderAt('/members/dashboard');
    await user.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

import {
  analyticsStatsEndpoints,
  internalActivityEndpoints,
  internalOptionEndpoints,
  internalSettingEndpoints,
  internalSnippetEndpoints,
  isPagePath,
  releaseEndpoints,
  NOT_FOUND_TITLE,
} from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { aStaffUser, fakeNetwork, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InternalRoutes from './routes';

const staff = aStaffUser();

const renderAt = (path: string) =>
  renderWithShell(<InternalRoutes />, { path: '/internal/*', route: path, user: staff, routes: { '/': <h1>Landing</h1> } });

afterEach(resetShell);

// The dashboard's figures (issue #27 item 9).
const dashboardAnswer = reply(internalActivityEndpoints.getInternalDashboard, { totalUsers: 42, recentActivity: [] });

describe('the internal area', () => {
  it('frames every page with the Internal Management sidebar and the user block', () => {
    fakeNetwork(dashboardAnswer);
    renderAt('/internal/dashboard');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Internal Management')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/internal/dashboard'],
      ['Database', '/internal/database'],
      ['Snippets', '/internal/snippets'],
      ['Analytics', '/internal/analytics'],
      ['Releases', '/internal/releases'],
      ['Settings', '/internal/settings'],
      ['Activity', '/internal/activity'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(sidebar).getByText('ada@example.com')).toBeTruthy();
  });

  it('shows the dashboard, Total Users from the bff (product §2, issue #27 item 9)', async () => {
    fakeNetwork(dashboardAnswer);
    renderAt('/internal/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await screen.findByText('42');
    const figures = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Total Users', '42'],
      ['Countries', '196'],
      ['System Status', 'Online'],
      ['Configuration', 'Ready'],
    ]);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
  });

  it('opens the Snippets list, the New and Edit Snippet form, Settings, Analytics, Releases and Activity on their paths, each loaded when opened', async () => {
    fakeNetwork(
      reply(internalSnippetEndpoints.listInternalSnippets, [], { headers: { 'X-Total-Count': '0' } }),
      reply(internalSnippetEndpoints.getInternalSnippet, {
        text: 'T',
        authorId: 'a',
        categoryId: 'c',
        detailed_explanation: null,
        authorName: 'A',
        categoryName: 'C',
      }),
      reply(internalOptionEndpoints.searchAuthorOptions, []),
      reply(internalOptionEndpoints.searchCategoryOptions, []),
      reply(internalSettingEndpoints.getDefaultPrompt, { value: 'P' }),
      reply(internalSnippetEndpoints.getAiStatus, { configured: true }),
      reply(analyticsStatsEndpoints.getDailyPageViews, []),
      reply(analyticsStatsEndpoints.getTopPages, []),
      reply(analyticsStatsEndpoints.getEventCounts, []),
      reply(analyticsStatsEndpoints.getVisitStats, { totalSessions: 0, avgDuration: 0 }),
      reply(analyticsStatsEndpoints.getBuildViews, []),
      reply(analyticsStatsEndpoints.getBuildHealth, []),
      reply(analyticsStatsEndpoints.getActiveMembers, { activeMembers: 0 }),
      reply(releaseEndpoints.releasesOverview, { areas: [] }),
      reply(internalActivityEndpoints.getInternalActivity, { events: [], nextCursor: null }),
    );
    const pages = [
      ['/internal/snippets', 'Snippets'],
      ['/internal/snippets/new', 'New Snippet'],
      ['/internal/snippets/s1/edit', 'Edit Snippet'],
      ['/internal/settings', 'Settings'],
      ['/internal/analytics', 'Analytics'],
      ['/internal/releases', 'Releases'],
      ['/internal/activity', 'Activity'],
    ] as const;
    for (const [path, title] of pages) {
      const { unmount } = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      unmount();
    }
  });

  it('shows Internal-only for any other /internal/* path, titled Page not found as the bff answers it (#24.11)', () => {
    renderAt('/internal/no-such-page');
    expect(screen.getByRole('heading', { name: 'Internal-only' })).toBeTruthy();
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(isPagePath('/internal/no-such-page')).toBe(false);
  });

  it('signs out: goes to / and ends the session', async () => {
    const logout = vi.fn(async () => useAuth.setState({ user: null }));
    useAuth.setState({ logout });
    fakeNetwork(dashboardAnswer);
    const { user } = renderAt('/internal/dashboard');
    await user.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

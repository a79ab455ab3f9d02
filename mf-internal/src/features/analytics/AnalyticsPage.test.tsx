import { analyticsStatsEndpoints as statsApi, messages } from '@nextlevel/bff/contract';
import {
  aStaffUser,
  CurrentLocation,
  fails,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AnalyticsPage from './AnalyticsPage';
import { axeViolations } from './axe-violations';
import { monthAgainstMonth } from './test-analytics-figures';
import { analyticsNetwork } from './test-analytics-network';

afterEach(() => {
  resetShell();
  vi.restoreAllMocks();
});

type HttpHandler = ReturnType<typeof http.get>;

/** Every read answering a month against the month before, Active Members now `activeMembers`. */
const reads = (activeMembers?: number) => analyticsNetwork({ http, HttpResponse }, monthAgainstMonth, activeMembers);

const renderPage = (network: Record<string, HttpHandler> | HttpHandler[], route = '/internal/analytics') =>
  renderWithShell(
    <>
      <AnalyticsPage />
      <CurrentLocation />
    </>,
    { path: '/internal/analytics', route, user: aStaffUser(), network: Object.values(network) },
  );

/** The path and query of each request so far, in order. */
const asked = () => sentRequests().map((request) => request.path);

const location = () => screen.getByTestId('location').textContent;
const rangeSelect = () => screen.getByRole('combobox', { name: 'Time range' });
/** Each figure's label with its value and change, as a screen reader reads the description list. */
const figures = async () => {
  return within(await screen.findByLabelText('Key figures'))
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
};
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('AnalyticsPage', () => {
  it('opens on the last 30 days and the Overview tab, with product §2 figures against the previous 30 days', async () => {
    renderPage(reads(4));
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByText('Loading analytics...')).toBeTruthy();
    expect(rangeSelect().textContent).toContain('Last 30 days');
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Overview', 'true'],
      ['Page Views', 'false'],
      ['User Events', 'false'],
      ['Sessions', 'false'],
    ]);
    expect(await figures()).toEqual([
      ['Total Page Views', '1,250▲ Up 25% vs previous 30 days'],
      ['Total Events', '42■ No change vs previous 30 days'],
      ['Total Sessions', '20▼ Down 20% vs previous 30 days'],
      ['Avg Session Duration', '3m 5s■ No change vs previous 30 days'],
      ['Active Members now', '4Seen in the last 5 minutes'],
    ]);
    expect(asked().sort()).toEqual([
      '/api/analytics/active',
      '/api/analytics/events?days=30',
      '/api/analytics/events?days=30&period=previous',
      '/api/analytics/pageviews?days=30',
      '/api/analytics/pageviews?days=30&period=previous',
      '/api/analytics/sessions?days=30',
      '/api/analytics/sessions?days=30&period=previous',
      '/api/analytics/top-pages?days=30',
    ]);
  });

  it('lists the top 5 pages on the Overview, each with its unique visitors', async () => {
    renderPage(reads());
    const table = await screen.findByRole('table', { name: 'Top 5 pages' });
    expect(rowsOf(table)).toEqual([
      ['/members/dashboard', '40', '600'],
      ['/members/apps/snippets', '35', '300'],
      ['/members/apps', '20', '150'],
      ['/members/settings', '10', '90'],
      ['/members/apps/snippets/favorites', '8', '60'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Page', 'Unique visitors', 'Views']);
  });

  it('asks again for the range chosen, keeping it in the URL by replacing the entry', async () => {
    const { user } = renderPage(reads(0));
    await figures();
    const before = asked().length;
    await user.click(rangeSelect());
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(await screen.findByText('No activity in the last 7 days.')).toBeTruthy();
    expect(location()).toBe('/internal/analytics?days=7');
    expect(rangeSelect().textContent).toContain('Last 7 days');
    const since = asked().slice(before);
    expect(since).toContain('/api/analytics/pageviews?days=7');
    expect(since).toContain('/api/analytics/sessions?days=7&period=previous');
    expect(since.filter((c) => c.includes('days=30'))).toEqual([]);
  });

  it('takes the range and the tab from the link, and reads anything else as 30 days and the Overview', async () => {
    const { unmount } = renderPage(reads(), '/internal/analytics?days=90&tab=events');
    expect(await screen.findByText('No events in the last 90 days.')).toBeTruthy();
    expect(rangeSelect().textContent).toContain('Last 90 days');
    expect(screen.getByRole('tab', { name: 'User Events' }).getAttribute('aria-selected')).toBe('true');
    expect(asked()).toEqual(['/api/analytics/events?days=90']);
    unmount();

    const before = asked().length;
    renderPage(reads(), '/internal/analytics?days=12&tab=nope');
    expect(await figures()).toHaveLength(5);
    expect(rangeSelect().textContent).toContain('Last 30 days');
    expect(asked().slice(before)).toContain('/api/analytics/pageviews?days=30');
  });

  it('opens a tab in the URL and loads its figures only then', async () => {
    const { user } = renderPage(reads(), '/internal/analytics?days=30');
    await figures();
    expect(asked().some((c) => c.startsWith('/api/analytics/builds'))).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(await screen.findByRole('tabpanel', { name: 'Sessions' })).toBeTruthy();
    expect(location()).toBe('/internal/analytics?days=30&tab=sessions');
  });

  it('says No activity when the range has none', async () => {
    renderPage(reads(0), '/internal/analytics?days=90');
    expect(await screen.findByText('No activity in the last 90 days.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows product §8's texts for the loads that failed and the figures that did not", async () => {
    renderPage({
      ...reads(),
      getDailyPageViews: fails(statsApi.getDailyPageViews, 500, messages.errors.internal),
      getTopPages: fails(statsApi.getTopPages, 503, messages.errors.unavailable),
    });
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        `${messages.errors.pageViewStats}: ${messages.errors.internal}`,
        `${messages.errors.topPages}: ${messages.errors.unavailable}`,
      ]),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect((await figures()).map(([label]) => label)).toEqual([
      'Total Events',
      'Total Sessions',
      'Avg Session Duration',
      'Active Members now',
    ]);
  });

  it('says Failed to fetch event stats and Failed to fetch session stats when those fail', async () => {
    renderPage({
      ...reads(),
      getEventCounts: http.get(statsApi.getEventCounts.path, () => new HttpResponse(null, { status: 500 })),
      getVisitStats: http.get(statsApi.getVisitStats.path, () => new HttpResponse(null, { status: 500 })),
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert'))
          .getAllByRole('listitem')
          .map((li) => li.textContent?.split(':')[0]),
      ).toEqual([messages.errors.eventStats, messages.errors.visitStats]),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says Failed to fetch active members when only that figure fails, keeping the others', async () => {
    renderPage({ ...reads(), getActiveMembers: http.get(statsApi.getActiveMembers.path, () => new HttpResponse(null, { status: 500 })) });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.querySelector('p')?.textContent)).toEqual([messages.errors.activeMembers]),
    );
    expect((await figures()).map(([label]) => label)).toEqual([
      'Total Page Views',
      'Total Events',
      'Total Sessions',
      'Avg Session Duration',
    ]);
  });

  it('shows the figures without a change when the previous period fails', async () => {
    renderPage({
      ...reads(),
      getVisitStats: http.get(statsApi.getVisitStats.path, ({ request }) =>
        new URL(request.url).searchParams.get('period')
          ? HttpResponse.json({ error: 'x' }, { status: 500 })
          : HttpResponse.json({ totalSessions: 2, avgDuration: 61 }),
      ),
    });
    const shown = await figures();
    expect(shown[2]).toEqual(['Total Sessions', '2']);
    expect(shown[3]).toEqual(['Avg Session Duration', '1m 1s']);
  });

  it('has no axe violations, loading or loaded', async () => {
    const { container, unmount } = renderPage({ ...reads(), getDailyPageViews: pending(statsApi.getDailyPageViews) });
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const loaded = renderPage(reads());
    await screen.findByRole('table', { name: 'Top 5 pages' });
    expect(await axeViolations(loaded.container)).toEqual([]);
  });

  it('#24.7 one error with Retry when the API cannot be reached, not five banners; Retry loads the figures', async () => {
    let down = true;
    // While down, every analytics read fails as fetch does without a network; then each is answered as usual.
    const { user } = renderPage([http.get('/api/analytics/*', () => (down ? HttpResponse.error() : undefined)), ...Object.values(reads())]);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        messages.errors.pageViewStats,
        messages.errors.eventStats,
        messages.errors.visitStats,
        messages.errors.activeMembers,
        messages.errors.topPages,
      ]),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert.querySelector('p')?.textContent).toBe(messages.errors.analytics);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await figures()).map(([label]) => label)).toEqual([
      'Total Page Views',
      'Total Events',
      'Total Sessions',
      'Avg Session Duration',
      'Active Members now',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('table', { name: 'Top 5 pages' })).toBeTruthy();
    // The focus that was on Retry is on the tab's panel, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('#24.7 a reason the failed loads share (the service is away) is said once, under the list', async () => {
    renderPage({
      ...reads(),
      getEventCounts: fails(statsApi.getEventCounts, 503, messages.errors.unavailable),
      getVisitStats: fails(statsApi.getVisitStats, 503, messages.errors.unavailable),
    });
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([messages.errors.eventStats, messages.errors.visitStats]),
    );
    expect(within(alert).getAllByText(messages.errors.unavailable)).toHaveLength(1);
  });

  it('#24.7 says so while the browser is offline', async () => {
    renderPage(reads());
    await figures();
    expect(screen.queryByText(messages.errors.offline)).toBeNull();
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(messages.errors.offline)).toBeTruthy();
    // Online again: react-query's own online state (module state, shared by the files of a worker) follows the event.
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(messages.errors.offline)).toBeNull();
  });
});

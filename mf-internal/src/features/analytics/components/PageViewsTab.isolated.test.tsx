import { analyticsStatsEndpoints as statsApi, messages, type AnalyticsPeriod, type AnalyticsRange } from '@nextlevel/bff/contract';
import { aStaffUser, fails, http, HttpResponse, pending, renderWithShell, resetShell, sentRequests } from '@nextlevel/shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../axe-violations';
import { busyMonth, emptyFigures, monthAgainstMonth, type Figures } from '../test-analytics-figures';
import { analyticsNetwork } from '../test-analytics-network';
import { PageViewsTab } from './PageViewsTab';

// happy-dom draws no canvas: a stand-in for uPlot records what the chart was given to draw.
interface Drawn {
  data: number[][];
  destroyed: boolean;
  /** The chart's setCursor hook, called as uPlot would with the day under the pointer. */
  point: (idx: number | null) => void;
}
const drawn = vi.hoisted(() => [] as Drawn[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    static tzDate = (date: Date) => date;
    record: Drawn;
    constructor(opts: { hooks: { setCursor: ((u: unknown) => void)[] } }, data: number[][]) {
      this.record = { data, destroyed: false, point: (idx) => opts.hooks.setCursor.forEach((hook) => hook({ cursor: { idx } })) };
      drawn.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakePlot };
});

afterEach(() => {
  resetShell();
  drawn.length = 0;
});

const reads = (figures: (days: AnalyticsRange, period: AnalyticsPeriod) => Figures = monthAgainstMonth) =>
  analyticsNetwork({ http, HttpResponse }, figures);
const renderTab = (network: ReturnType<typeof http.get>[], days: 7 | 30 | 90 = 30) =>
  renderWithShell(<PageViewsTab days={days} />, { path: '/internal/analytics', user: aStaffUser(), network });
const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('PageViewsTab', () => {
  it('draws the daily views as a chart and lists the same days and views in its table', async () => {
    const month = busyMonth();
    renderTab(Object.values(reads()));
    await waitFor(() => expect(drawn).toHaveLength(1));
    const [xs, views] = drawn[0]!.data as [number[], number[]];
    const table = bodyRows('Page views by day');
    expect(table).toHaveLength(30);
    // Each bar is the table's row of the same day: UTC midnight of its date, and its views.
    expect(xs.map((x) => new Date(x * 1000).toISOString().slice(0, 10))).toEqual(month.pageviews.map((p) => p.date));
    expect(views).toEqual(month.pageviews.map((p) => p.views));
    expect(table.map(([, v]) => Number(v!.replace(/,/g, '')))).toEqual(views);
    expect(table[0]).toEqual(['Oct 27, 2026', '100']);
    expect(table[29]).toEqual(['Nov 25, 2026', '250']);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Bar chart of page views per day over the last 30 days: 1,250 in all; the most, 250, on Nov 25, 2026.',
    );
    expect(screen.getByRole('heading', { name: 'Daily page views' })).toBeTruthy();
  });

  it('reads out the day under the pointer', async () => {
    renderTab(Object.values(reads()));
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(screen.getByText('Point at a bar to read its day.')).toBeTruthy();
    act(() => drawn[0]!.point(29));
    expect(screen.getByText('Nov 25, 2026: 250 views')).toBeTruthy();
    act(() => drawn[0]!.point(null));
    expect(screen.getByText('Point at a bar to read its day.')).toBeTruthy();
  });

  it('lists every top page with its unique visitors, and the views by area and build', async () => {
    renderTab(Object.values(reads()));
    await screen.findByRole('table', { name: 'Top pages' });
    expect(bodyRows('Top pages')).toHaveLength(6);
    expect(bodyRows('Top pages')[5]).toEqual(['/members/a,b "quoted"', '1', '50']);
    await screen.findByRole('table', { name: 'Views by area and build' });
    expect(bodyRows('Views by area and build')).toEqual([
      ['members', '1.4.0', '1,200', '41', '2026-10-27 08:00 UTC', '2026-11-25 14:05 UTC'],
      ['members', 'Not recorded', '50', '3', '2026-10-27 09:00 UTC', '2026-10-28 10:00 UTC'],
    ]);
  });

  it('lists the loads, errors and error rate of each build beside the views by build (issue #26 item 6)', async () => {
    renderTab(Object.values(reads()));
    await screen.findByRole('table', { name: 'Loads and errors by build' });
    expect(bodyRows('Loads and errors by build')).toEqual([
      ['members', '1.4.0', '1,210', '3', '0.2%'],
      ['members', 'Not reported', '0', '2', '—'],
    ]);
    expect(sentRequests(statsApi.getBuildHealth).map((r) => r.path)).toEqual(['/api/analytics/build-health?days=30']);
  });

  it('reads the loads and errors of the range chosen', async () => {
    function RangeSwitch() {
      const [days, setDays] = useState<7 | 30>(30);
      return (
        <>
          <button onClick={() => setDays(7)}>Seven</button>
          <PageViewsTab days={days} />
        </>
      );
    }
    const network = reads((n) => ({ ...busyMonth(), health: [{ area: 'public', build: `b${n}`, loads: n, errors: 1 }] }));
    const { user } = renderWithShell(<RangeSwitch />, { user: aStaffUser(), network: Object.values(network) });
    await screen.findByRole('table', { name: 'Loads and errors by build' });
    expect(bodyRows('Loads and errors by build')).toEqual([['public', 'b30', '30', '1', '3.3%']]);
    await user.click(screen.getByRole('button', { name: 'Seven' }));
    await waitFor(() => expect(bodyRows('Loads and errors by build')).toEqual([['public', 'b7', '7', '1', '14.3%']]));
    expect(sentRequests(statsApi.getBuildHealth).map((r) => r.path)).toEqual([
      '/api/analytics/build-health?days=30',
      '/api/analytics/build-health?days=7',
    ]);
  });

  it('says Failed to fetch loads and errors by build when only that table fails, and shows the rest', async () => {
    renderTab(Object.values({ ...reads(), getBuildHealth: fails(statsApi.getBuildHealth, 500, messages.errors.internal) }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.querySelector('p')?.textContent)).toEqual([messages.errors.buildHealth]),
    );
    expect(await screen.findByRole('table', { name: 'Views by area and build' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Loads and errors by build' })).toBeNull();
  });

  it('draws again for new figures and lets go of the old chart', async () => {
    const network = reads((n) => ({ ...busyMonth(), pageviews: emptyFigures(n).pageviews.map((p) => ({ ...p, views: 1 })) }));
    function RangeSwitch() {
      const [days, setDays] = useState<7 | 30>(30);
      return (
        <>
          <button onClick={() => setDays(7)}>Seven</button>
          <PageViewsTab days={days} />
        </>
      );
    }
    const { user } = renderWithShell(<RangeSwitch />, { user: aStaffUser(), network: Object.values(network) });
    await waitFor(() => expect(drawn).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Seven' }));
    await waitFor(() => expect(drawn.at(-1)!.data[0]).toHaveLength(7));
    expect(drawn.slice(0, -1).every((d) => d.destroyed)).toBe(true);
  });

  it('says No page views when the range has none, and draws nothing', async () => {
    renderTab(Object.values(reads()), 7);
    expect(await screen.findByText('No page views in the last 7 days.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(drawn).toEqual([]);
  });

  it('shows Loading page views... first', () => {
    renderTab(Object.values({ ...reads(), getDailyPageViews: pending(statsApi.getDailyPageViews) }));
    expect(screen.getByRole('status').textContent).toContain('Loading page views...');
  });

  it("shows product §8's texts: Failed to fetch page view stats, Failed to fetch top pages, in one error", async () => {
    renderTab(
      Object.values({
        ...reads(),
        getDailyPageViews: fails(statsApi.getDailyPageViews, 500, messages.errors.internal),
        getTopPages: http.get(statsApi.getTopPages.path, () => new HttpResponse('Bad gateway', { status: 500 })),
      }),
    );
    // One error for the tab, listing each failed load with the server's reason (issue #24.7).
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([`${messages.errors.pageViewStats}: ${messages.errors.internal}`, `${messages.errors.topPages}: Bad gateway`]),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('img')).toBeNull();
    // The views by build still load.
    expect(await screen.findByRole('table', { name: 'Views by area and build' })).toBeTruthy();
  });

  it('says Failed to fetch views by build when only that table fails', async () => {
    renderTab(
      Object.values({ ...reads(), getBuildViews: http.get(statsApi.getBuildViews.path, () => new HttpResponse(null, { status: 500 })) }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.querySelector('p')?.textContent)).toEqual([messages.errors.buildStats]),
    );
    expect(await screen.findByRole('table', { name: 'Top pages' })).toBeTruthy();
  });

  it('exports the top pages as CSV, quoting what needs it', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderTab(Object.values(reads()));
    await screen.findByRole('table', { name: 'Top pages' });
    await user.click(screen.getByRole('button', { name: 'Export CSV (Top pages)' }));
    expect(names).toEqual(['top-pages-last-30-days.csv']);
    expect((await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'page_path,unique_users,views',
      '/members/dashboard,40,600',
      '/members/apps/snippets,35,300',
      '/members/apps,20,150',
      '/members/settings,10,90',
      '/members/apps/snippets/favorites,8,60',
      '"/members/a,b ""quoted""",1,50',
      '',
    ]);
    await user.click(screen.getByRole('button', { name: 'Export CSV (Page views by day)' }));
    expect(names[1]).toBe('page-views-by-day-last-30-days.csv');
    expect((await blobs[1]!.text()).split('\r\n').slice(0, 2)).toEqual(['\uFEFFdate,views', '2026-10-27,100']);
    await user.click(screen.getByRole('button', { name: 'Export CSV (Views by area and build)' }));
    expect((await blobs[2]!.text()).split('\r\n')[2]).toBe('members,,50,3,2026-10-27T09:00:00.000Z,2026-10-28T10:00:00.000Z');
    vi.restoreAllMocks();
  });

  it('has no axe violations', async () => {
    const { container } = renderTab(Object.values(reads()));
    await screen.findByRole('table', { name: 'Views by area and build' });
    await screen.findByRole('table', { name: 'Loads and errors by build' });
    await screen.findByRole('table', { name: 'Top pages' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

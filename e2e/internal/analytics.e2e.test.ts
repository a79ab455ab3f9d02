import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@nextlevel/bff/contract';
import { demoAccount, signIn, type Account } from '../support/accounts';
import { allStarted } from '../support/all-started';
import { launchBrowser, phone } from '../support/browser';
import { collectPageErrors } from '../support/page-errors';
import { startPgServer, type PgServer } from '../support/pg-server';
import { screenshot } from '../support/screenshots';
import type { RunningServer } from '../support/server';

// Issue #11, Member analytics tracking (product §4): the rows a real visit leaves behind. The shared
// e2e server keeps its PGlite directory open, so this file runs its own server on a throw-away
// PostgreSQL database that psql can read while the server runs.

let pg: PgServer | undefined;
let server: RunningServer | undefined;
let browser: Browser;
let member: Account;

const rows = <T>(sql: string) => pg!.rows<T>(sql);
const memberId = async () => (await rows<{ id: string }>(`select id from users where email = '${member.email}'`))[0]!.id;

interface VisitRow {
  id: string;
  entry_page: string | null;
  exit_page: string | null;
  total_duration: number | null;
  ended_at: string | null;
}
const visitsOf = async (userId: string) =>
  rows<VisitRow>(
    `select id, entry_page, exit_page, total_duration, ended_at from sessions where user_id = '${userId}' order by started_at`,
  );
const pagesOf = async (visitId: string) =>
  (await rows<{ page_path: string }>(`select page_path from page_views where session_id = '${visitId}' order by "timestamp"`)).map(
    (r) => r.page_path,
  );

const at = (p: string) => new URL(p, server!.baseUrl).href;
const pageViewSent = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === endpoints.recordPageView.path && res.request().method() === 'POST');

beforeAll(async () => {
  await allStarted([startPgServer('nl_e2e_analytics').then((p) => (pg = p)), launchBrowser().then((b) => (browser = b))]);
  server = pg!.server;
  member = await demoAccount(server.dataDir, 'Member');
});
afterAll(async () => {
  await browser?.close();
  await pg?.stop();
});

describe('Member analytics tracking', () => {
  it('records a visit with its entry and exit page and duration, and each page view', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const userId = await memberId();

    await page.goto(at('/login'));
    await page.getByLabel(/^Email/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    const entry = pageViewSent(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(at('/members/dashboard'));
    expect((await entry).status()).toBe(204);

    const settingsView = pageViewSent(page);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(at('/members/settings'));
    await settingsView;
    const dashboardView = pageViewSent(page);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(at('/members/dashboard'));
    await dashboardView;

    const stored = await page.evaluate(() => sessionStorage.getItem('analytics_session'));
    expect(JSON.parse(stored!)).toMatchObject({ id: expect.any(String), startTime: expect.any(Number) });

    const ended = page.waitForResponse((res) => /^\/api\/analytics\/session\/[^/]+\/end$/.test(new URL(res.url()).pathname));
    const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await ended).status()).toBe(204);
    await loggedOut;
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('analytics_session'))).toBeNull();

    const visits = await visitsOf(userId);
    expect(visits).toHaveLength(1);
    const [visit] = visits;
    expect(visit).toMatchObject({ entry_page: '/members/dashboard', ended_at: expect.any(String) });
    // Sign Out goes to / first (product §2); that is no part of the visit, which ended on the dashboard.
    expect(visit!.exit_page).toBe('/members/dashboard');
    expect(visit!.total_duration).toBeGreaterThanOrEqual(0);
    expect(await pagesOf(visit!.id)).toEqual(['/members/dashboard', '/members/settings', '/members/dashboard']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends the visit with a beacon Chromium accepts when the page goes away', async () => {
    const context = await browser.newContext();
    await signIn(context, server!.baseUrl, member);
    const page = await context.newPage();
    const userId = await memberId();
    const before = (await visitsOf(userId)).length;

    const entry = pageViewSent(page);
    await page.goto(at('/members/settings'));
    await entry;
    await page.goto('about:blank');

    await expect
      .poll(async () => (await visitsOf(userId)).slice(before), { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({ entry_page: '/members/settings', exit_page: '/members/settings', ended_at: expect.any(String) }),
      ]);
    await context.close();
  });

  it("shows the Members' visits in the staff dashboard, once written, with the chart and its table agreeing", async () => {
    // Every page view answered so far; the buffer writes them within ANALYTICS_FLUSH_MS.
    const stored = async () => (await rows<{ n: number }>('select count(*)::int as n from page_views'))[0]!.n;
    await expect.poll(stored, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    const views = await stored();
    const visits = (await rows<{ n: number }>('select count(*)::int as n from sessions'))[0]!.n;

    const context = await browser.newContext();
    await signIn(context, server!.baseUrl, await demoAccount(server!.dataDir, 'Internal'));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(at('/internal/analytics'));

    const figure = (label: string) =>
      page.getByLabel('Key figures').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').locator('span').first();
    await expect.poll(() => figure('Total Page Views').textContent()).toBe(String(views));
    expect(await figure('Total Sessions').textContent()).toBe(String(visits));

    await page.getByRole('tab', { name: 'Page Views' }).click();
    const chart = page.getByRole('img', { name: /^Bar chart of page views per day over the last 30 days/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(`${views} in all`);
    const byDay = page.getByRole('table', { name: 'Page views by day' });
    const cells = await byDay.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.lastElementChild?.textContent ?? 'NaN')));
    expect(cells).toHaveLength(30);
    expect(cells.reduce((a, b) => a + b, 0)).toBe(views);
    // The bar under the pointer (today, the rightmost) reads what the table's last row says.
    await page.locator('.u-over').waitFor();
    const over = (await page.locator('.u-over').boundingBox())!;
    await page.mouse.move(over.x + over.width - 2, over.y + over.height - 2);
    await expect.poll(() => page.locator('figcaption').textContent()).toMatch(new RegExp(`: ${cells.at(-1)} views?$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('#24.13 on a 390 px phone the tabs sit on one row and Top pages keeps its Views column', async () => {
    const context = await browser.newContext({ viewport: phone });
    await signIn(context, server!.baseUrl, await demoAccount(server!.dataDir, 'Internal'));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(at('/internal/analytics?tab=page-views'));
    const table = page.getByRole('table', { name: 'Top pages' });
    await table.waitFor();
    const tabs = await page.getByRole('tab').evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(new Set(tabs).size).toBe(1);
    const list = await page.getByRole('tablist').evaluate((l) => l.scrollWidth - l.clientWidth);
    expect(list).toBeLessThanOrEqual(0);
    // The table's scroll box shows every column: the Views header is inside it, not past its edge.
    const cut = await table.evaluate((t) => {
      const box = t.parentElement!.getBoundingClientRect();
      const views = [...t.querySelectorAll('thead th')].at(-1)!.getBoundingClientRect();
      return views.right - box.right;
    });
    expect(cut).toBeLessThanOrEqual(0);
    await screenshot(page, 'analytics-page-views-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('#24.7 one error with Retry when the API cannot be reached, and an offline notice while offline (back online, it loads by itself)', async () => {
    const context = await browser.newContext();
    await signIn(context, server!.baseUrl, await demoAccount(server!.dataDir, 'Internal'));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(at('/internal/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.route('**/api/analytics/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Failed to fetch analytics').waitFor();
    expect(await alert.count()).toBe(1);
    await screenshot(page, 'analytics-unreachable');
    await page.unroute('**/api/analytics/**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await page
      .getByRole('tabpanel')
      .getByText(/Total Page Views|No activity/)
      .first()
      .waitFor();

    // Offline: the notice says so; the loads that fail meanwhile come back by themselves once online.
    await page.route('**/api/analytics/**', (route) => route.abort('internetdisconnected'));
    // (The overview's figures are kept; the views by build are not loaded yet.)
    await page.getByRole('tab', { name: 'Page Views' }).click();
    await alert.getByText('Failed to fetch views by build').waitFor();
    await context.setOffline(true);
    await page.getByText("You're offline.", { exact: false }).waitFor();
    await screenshot(page, 'analytics-offline');
    await page.unroute('**/api/analytics/**');
    await context.setOffline(false);
    await expect.poll(() => page.getByText("You're offline.", { exact: false }).count()).toBe(0);
    await expect.poll(() => alert.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

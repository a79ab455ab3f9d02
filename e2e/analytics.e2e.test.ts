import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, signIn, type Account } from './support/accounts';
import { launchBrowser } from './support/browser';
import { collectPageErrors } from './support/page-errors';
import { startPgServer, type PgServer } from './support/pg-server';
import type { RunningServer } from './support/server';

// Issue #11, Member analytics tracking (SPEC §4): the rows a real visit leaves behind. The shared
// e2e server keeps its PGlite directory open, so this file runs its own server on a throw-away
// PostgreSQL database that psql can read while the server runs.

let pg: PgServer | undefined;
let server: RunningServer | undefined;
let browser: Browser;
let member: Account;

const rows = <T>(sql: string) => pg!.rows<T>(sql);
const memberId = async () => (await rows<{ id: string }>(`select id from users where email = '${member.email}'`))[0]!.id;

interface SessionRow {
  id: string;
  entry_page: string | null;
  exit_page: string | null;
  total_duration: number | null;
  ended_at: string | null;
}
const sessionsOf = async (userId: string) =>
  rows<SessionRow>(
    `select id, entry_page, exit_page, total_duration, ended_at from sessions where user_id = '${userId}' order by started_at`,
  );
const pagesOf = async (sessionId: string) =>
  (await rows<{ page_path: string }>(`select page_path from page_views where session_id = '${sessionId}' order by "timestamp"`)).map(
    (r) => r.page_path,
  );

const at = (p: string) => new URL(p, server!.baseUrl).href;
const pageViewSent = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/analytics/pageview' && res.request().method() === 'POST');

beforeAll(async () => {
  pg = await startPgServer('nl_e2e_analytics');
  server = pg.server;
  member = await demoAccount(server.dataDir, 'Member');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await pg?.stop();
});

describe('Member analytics tracking', () => {
  it('records a visit: the session with its entry and exit page and duration, and each page view', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const userId = await memberId();

    await page.goto(at('/login'));
    await page.getByLabel(/^Email/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    const entry = pageViewSent(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
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

    const sessions = await sessionsOf(userId);
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(session).toMatchObject({ entry_page: '/members/dashboard', ended_at: expect.any(String) });
    // Sign Out goes to / first (SPEC §2); that is no part of the visit, which ended on the dashboard.
    expect(session!.exit_page).toBe('/members/dashboard');
    expect(session!.total_duration).toBeGreaterThanOrEqual(0);
    expect(await pagesOf(session!.id)).toEqual(['/members/dashboard', '/members/settings', '/members/dashboard']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends the session with a beacon Chromium accepts when the page goes away', async () => {
    const context = await browser.newContext();
    await signIn(context, server!.baseUrl, member);
    const page = await context.newPage();
    const userId = await memberId();
    const before = (await sessionsOf(userId)).length;

    const entry = pageViewSent(page);
    await page.goto(at('/members/settings'));
    await entry;
    await page.goto('about:blank');

    await expect
      .poll(async () => (await sessionsOf(userId)).slice(before), { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({ entry_page: '/members/settings', exit_page: '/members/settings', ended_at: expect.any(String) }),
      ]);
    await context.close();
  });
});

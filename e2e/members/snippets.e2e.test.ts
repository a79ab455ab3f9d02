import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, type Account } from '../support/accounts';
import { allStarted } from '../support/all-started';
import { launchBrowser, phone } from '../support/browser';
import { collectPageErrors } from '../support/page-errors';
import { startPgServer, type PgServer } from '../support/pg-server';
import { screenshot } from '../support/screenshots';

// Issue #11's Member journey in chromium against the production build and a real database:
// sign in → Apps → Go → a snippet → heart → My Favorites "1 favorite" → filters narrow and reset →
// un-heart → the card goes → Sign Out; then the analytics rows of that visit. Its own server on
// PostgreSQL, so the rows can be read while it runs.

let pg: PgServer;
let browser: Browser;
let member: Account;

const at = (p: string) => new URL(p, pg.server.baseUrl).href;
const one = async <T>(sql: string): Promise<T> => (await pg.rows<T>(sql))[0]!;
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  await allStarted([startPgServer('nl_e2e_snippets').then((p) => (pg = p)), launchBrowser().then((b) => (browser = b))]);
  member = await demoAccount(pg.server.dataDir, 'Member');
});
afterAll(async () => {
  await browser?.close();
  await pg?.stop();
});

const signInThroughTheForm = async (page: Page) => {
  await page.goto(at('/login'));
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(at('/members/dashboard'));
};

describe('the Snippets app', () => {
  it('takes a Member from Apps to a favourite and back, and records the visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const { id: userId } = await one<{ id: string }>(`select id from users where email = '${member.email}'`);

    await signInThroughTheForm(page);
    await page.getByRole('link', { name: 'Apps', exact: true }).click();
    await page.waitForURL(at('/members/apps'));
    await page.getByRole('link', { name: 'Go' }).click();
    await page.waitForURL(at('/members/apps/snippets'));

    const card = page.getByRole('article');
    await card.waitFor();
    const text = await card.locator('blockquote p').innerText();
    const shown = await one<{ id: string; author: string }>(
      `select s.id, a.name as author from snippets s join authors a on a.id = s.author where s.text = '${text
        .trim()
        .replaceAll("'", "''")
        .replace(/^[“"]|[”"]$/g, '')}'`,
    );
    expect(shown, `the snippet on screen ("${text}") is one of the database's`).toBeDefined();
    await expect
      .poll(() => one<{ n: number }>(`select count(*)::int as n from snippets_views where user_id = '${userId}'`))
      .toEqual({ n: 1 });

    const heart = card.getByRole('button', { name: 'Add to favourites' });
    await heart.click();
    await card.getByRole('button', { name: 'Remove from favourites', pressed: true }).waitFor();
    await expect
      .poll(() => one<{ n: number }>(`select count(*)::int as n from snippets_favourites where user_id = '${userId}'`))
      .toEqual({ n: 1 });
    await screenshot(page, 'snippets-viewer');

    await page.getByRole('link', { name: 'My Favorites' }).click();
    await page.waitForURL(at('/members/apps/snippets/favorites'));
    await page.getByText('1 favorite', { exact: true }).waitFor();

    // Filters narrow (and live in the URL), then reset.
    await page.getByLabel('Search').fill('no quote says this zqxj');
    await page.getByText('No favorites match your filters.').waitFor();
    await page.getByText('0 favorites (filtered from 1)').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('no quote says this zqxj');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.getByText('1 favorite', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Author' }).click();
    await page.getByRole('option', { name: shown.author }).click();
    await page.getByText('1 favorite (filtered from 1)').waitFor();
    expect(new URL(page.url()).searchParams.get('author')).toBe(shown.author);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.getByText('1 favorite', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.getByText('No favorites yet.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await expect
      .poll(() => one<{ n: number }>(`select count(*)::int as n from snippets_favourites where user_id = '${userId}'`))
      .toEqual({ n: 0 });

    const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await loggedOut;
    await page.waitForURL((url) => url.pathname === '/');

    // The visit's analytics (product §4): one session, entered on the dashboard and left on My Favorites.
    const session = await one<{ id: string; entry_page: string; exit_page: string; total_duration: number }>(
      `select id, entry_page, exit_page, total_duration from sessions where user_id = '${userId}' and ended_at is not null`,
    );
    expect(session).toMatchObject({ entry_page: '/members/dashboard', exit_page: '/members/apps/snippets/favorites' });
    expect(session.total_duration).toBeGreaterThanOrEqual(0);
    const pages = await pg.rows<{ page_path: string }>(
      `select page_path from page_views where session_id = '${session.id}' order by "timestamp"`,
    );
    expect(pages.map((p) => p.page_path)).toEqual(
      expect.arrayContaining(['/members/dashboard', '/members/apps', '/members/apps/snippets', '/members/apps/snippets/favorites']),
    );
    const events = await pg.rows<{ event_type: string; event_data: string }>(
      `select event_type, event_data from user_events where session_id = '${session.id}' order by "timestamp"`,
    );
    expect(events.map((e) => [e.event_type, JSON.parse(e.event_data) as unknown])).toEqual([
      ['snippet_favorited', { snippetId: shown.id }],
      ['snippet_unfavorited', { snippetId: shown.id }],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('#24.2 Refresh keeps the card and the focus while the next snippet loads; #24.13 My Favorites shows a card on the first screen of a phone', async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughTheForm(page);
    await page.goto(at('/members/apps/snippets'));
    const card = page.getByRole('article');
    await card.waitFor();
    const before = await card.innerText();
    let answer: () => void = () => {};
    await page.route('**/api/snippets/random?exclude=*', async (route) => {
      await new Promise<void>((resolve) => (answer = resolve));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Refresh' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByText('Loading...').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Refresh');
    answer();
    await expect.poll(() => card.innerText()).not.toBe(before);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Refresh');
    await page.unroute('**/api/snippets/random?exclude=*');

    // A favourite, so My Favorites has a card: on a phone its filters fold away and the card shows.
    await card.getByRole('button', { name: 'Add to favourites' }).click();
    await card.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await page.goto(at('/members/apps/snippets/favorites'));
    const first = page.getByRole('article').first();
    await first.waitFor();
    expect((await first.boundingBox())!.y).toBeLessThan(phone.height / 2);
    await screenshot(page, 'snippets-favourites-phone');
    await first.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.getByText('No favorites yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a different snippet on Refresh and fits a 320 px screen', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: phone.height } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughTheForm(page);
    await page.goto(at('/members/apps/snippets'));
    const card = page.getByRole('article');
    await card.waitFor();
    const before = await card.innerText();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => card.innerText()).not.toBe(before);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'snippets-viewer-320');
    expect(errors).toEqual([]);
    await context.close();
  });
});

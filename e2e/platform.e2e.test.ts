import { NOT_FOUND_TITLE, type Remotes } from '@nextlevel/bff/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { allStarted } from './support/all-started';
import { desktop, launchBrowser, phone } from './support/browser';
import { servedBuilds, sourceFilesOfBuilds } from './support/build-files';
import { waitForLivePage } from './support/live-page';
import { startFromTemplate } from './support/own-server';
import { collectPageErrors } from './support/page-errors';
import { defaultRemotes, writeRemotes } from './support/remotes-file';
import { screenshot } from './support/screenshots';
import type { RunningServer } from './support/server';

let site: RunningServer;
let baseUrl: string;
let dataDir: string;
let remotesFile: string;
const url = (path: string) => new URL(path, baseUrl).href;
/** shell/index.html's own <title>. */
const SITE_TITLE = 'NextLevel — Next-Level Success Solutions';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  await allStarted([startFromTemplate().then((s) => (site = s)), launchBrowser().then((b) => (browser = b))]);
  ({ baseUrl, dataDir, remotesFile } = site);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});
afterEach(async () => {
  await context?.close();
  await writeRemotes(remotesFile, defaultRemotes);
});

const open = async (viewport = desktop): Promise<{ page: Page; errors: string[] }> => {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page) };
};

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the federated site', () => {
  it('renders mf-public inside the shell at /', async () => {
    const { page, errors } = await open();
    const manifests: string[] = [];
    page.on('request', (req) => req.url().endsWith('mf-manifest.json') && manifests.push(new URL(req.url()).pathname));
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Next-Level Success Solutions' }).first().waitFor();
    await waitForLivePage(page);
    // Only the area on screen was fetched: a dead members/internal remote cannot block /.
    expect(manifests).toEqual(['/remotes/mf-public/mf-manifest.json']);
    await screenshot(page, 'home-desktop');
    expect(errors).toEqual([]);
  });

  it('shows 404 Page Not Found for an unknown path, answered 404 and titled Page not found (#24.11)', async () => {
    const { page, errors } = await open();
    const res = await page.goto(url('/no/such/page'));
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe(NOT_FOUND_TITLE);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { name: 'Next-Level Success Solutions' }).first().waitFor();
    expect(await page.title()).toBe(SITE_TITLE);
    expect(errors).toEqual([]);
  });

  it('#24.11 answers an unknown /members/* path 404; a signed-out visitor still goes to /login, under the site title', async () => {
    const { page } = await open();
    const res = await page.goto(url('/members/no-such-page'));
    expect(res?.status()).toBe(404);
    await page.waitForURL(url('/login?next=%2Fmembers%2Fno-such-page'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.title()).toBe(SITE_TITLE);
    expect((await page.goto(url('/members/dashboard')))?.status()).toBe(200);
  });

  it('sends a signed-out visitor from /members/dashboard to /login, with where they were going', async () => {
    const { page } = await open();
    await page.goto(url('/members/dashboard'));
    await page.waitForURL(url('/login?next=%2Fmembers%2Fdashboard'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('keeps the site working when a remote is down, and Retry recovers without a reload', async () => {
    // A build that is not there: the bff answers 404 for a missing asset.
    const deadPath = '/remotes/mf-internal-gone/mf-manifest.json';
    const broken: Remotes = { ...defaultRemotes, internal: deadPath };
    await writeRemotes(remotesFile, broken);
    const { page, errors } = await open();
    const deadRequests: string[] = [];
    page.on('request', (req) => new URL(req.url()).pathname === deadPath && deadRequests.push(req.url()));
    await signIn(context, baseUrl, await demoAccount(dataDir, 'Internal'));

    await page.goto(url('/internal/dashboard'));
    await page.getByRole('heading', { name: 'The internal area could not be loaded' }).waitFor({ timeout: 30_000 });
    // The MF retry plugin tried again before giving up (a transient failure would have recovered).
    expect(deadRequests.length).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'internal-area-error');

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { name: 'Next-Level Success Solutions' }).first().waitFor();

    await page.goBack();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 30_000 });
    await writeRemotes(remotesFile, defaultRemotes);
    await page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
    await retry.click();
    await page.getByText('Total Users').waitFor({ timeout: 30_000 });
    // Same document: the retry did not reload the page.
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('evaluates the auth store once; the host and the remotes see the same user', async () => {
    const { page, errors } = await open();
    await signIn(context, baseUrl, await demoAccount(dataDir, 'Member'));
    await page.goto(url('/members/dashboard'));
    // The host loaded the user (useAuth.load at start); the remote reads it from the same store.
    await page.getByRole('heading', { name: 'Welcome back, Demo!' }).waitFor();
    await page.getByText('member@example.com').waitFor();
    await screenshot(page, 'members-dashboard-desktop');
    await page.getByRole('link', { name: 'Back to Site' }).click();
    await page.getByRole('heading', { name: 'Next-Level Success Solutions' }).first().waitFor();
    expect(await page.evaluate(() => (globalThis as { __NL_AUTH_EVALUATIONS__?: number }).__NL_AUTH_EVALUATIONS__)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('on a phone (390x844)', () => {
  it('has no horizontal scrolling on /, /login, 404 and the member dashboard', async () => {
    const { page, errors } = await open(phone);
    for (const [path, name] of [
      ['/', 'home-phone'],
      ['/login', 'login-phone'],
      ['/nope', 'not-found-phone'],
    ] as const) {
      await page.goto(url(path));
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await signIn(context, baseUrl, await demoAccount(dataDir, 'Member'));
    await page.goto(url('/members/dashboard'));
    await page.getByRole('heading', { name: 'Welcome back, Demo!' }).waitFor();
    await screenshot(page, 'members-dashboard-phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('shows the internal dashboard without horizontal scrolling', async () => {
    const { page } = await open(phone);
    await signIn(context, baseUrl, await demoAccount(dataDir, 'Internal'));
    await page.goto(url('/internal/dashboard'));
    await page.getByText('Total Users').waitFor();
    await screenshot(page, 'internal-dashboard-phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('#23.8 source maps and build stats', () => {
  it('are reachable by no anonymous visitor: every .map and mf-stats.json the builds made answers 404', async () => {
    const files = await sourceFilesOfBuilds();
    // The builds do make them (error reports need them): the test must have something to ask for.
    expect(files.filter((f) => f.url.endsWith('.js.map')).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.url.endsWith('/mf-stats.json'))).toHaveLength(3);
    const served: string[] = [];
    for (const { file, url: path } of files) {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await fetch(url(path), { headers: { 'Accept-Encoding': encoding } });
        if (res.status !== 404) served.push(`${path} (${file}) → ${res.status}`);
        await res.body?.cancel();
      }
    }
    expect(served).toEqual([]);
  });

  it("leaves each remote's mf-manifest.json served, with the build version the shell reads from it", async () => {
    for (const { pkg, at } of servedBuilds.filter((b) => b.pkg !== 'shell')) {
      const res = await fetch(url(`${at}mf-manifest.json`));
      expect(res.status, pkg).toBe(200);
      const manifest = (await res.json()) as { metaData: { buildInfo: { buildVersion: string } } };
      expect(manifest.metaData.buildInfo.buildVersion, pkg).toMatch(/^[0-9a-f]{12}$/);
    }
  });
});

// Bundle budget (issue #3 item 9): gzip bytes of all JavaScript the browser downloads for /,
// then the extra bytes of moving into /members (as a Member) and /internal (as Internal).
// Expects the production build (`pnpm build`); starts its own server like the e2e set-up.
import { gzipSync } from 'node:zlib';
import type { UserCategory } from '@nextlevel/bff/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { demoAccount, signIn } from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const KB = 1024;
const BUDGET_HOME = 150 * KB;
const BUDGET_AREA = 50 * KB;
/** Issue #13: the analytics route with its chart library, beyond the internal dashboard. */
const BUDGET_ANALYTICS = 90 * KB;

interface Tally {
  files: Map<string, number>;
  bytes: () => number;
}

/** Gzips every JavaScript response body ourselves, so the figure does not depend on the server. */
function tallyScripts(page: Page, pending: Promise<void>[]): Tally {
  const files = new Map<string, number>();
  page.on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script' && !res.url().endsWith('.js')) return;
    pending.push(
      res.body().then(
        (body) => void files.set(new URL(res.url()).pathname, gzipSync(body).length),
        () => undefined,
      ),
    );
  });
  return { files, bytes: () => [...files.values()].reduce((a, b) => a + b, 0) };
}

/** Client-side navigation, as a click on a link would do. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const settle = async (page: Page, pending: Promise<void>[]) => {
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
};

interface Step {
  path: string;
  /** Text that shows once the screen has rendered. */
  marker: string;
  /** What a visitor then does on the screen, counted with the step (e.g. opening a tab). */
  then?: (page: Page) => Promise<void>;
}

/** Signs in, opens /, then moves through `steps` client-side: the bytes each step adds to the one before. */
async function measureArea(browser: Browser, baseUrl: string, dataDir: string, category: UserCategory, steps: Step[]) {
  const context = await browser.newContext();
  try {
    await signIn(context, baseUrl, await demoAccount(dataDir, category));
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const tally = tallyScripts(page, pending);
    await page.goto(new URL('/', baseUrl).href);
    await page.getByRole('heading', { name: 'Next-Level Success Solutions' }).first().waitFor();
    await settle(page, pending);
    const extras: number[] = [];
    for (const { path, marker, then } of steps) {
      const before = tally.bytes();
      await navigate(page, path);
      await page.getByText(marker).first().waitFor();
      await settle(page, pending);
      if (then) {
        await then(page);
        await settle(page, pending);
      }
      extras.push(tally.bytes() - before);
    }
    return extras;
  } finally {
    await context.close();
  }
}

/**
 * Opens the Page Views tab and waits for its chart, so uPlot's bytes are counted. The chart needs
 * page views in the range: the Member's visits of the steps before (written within the bff's
 * ANALYTICS_FLUSH_MS) are the ones it draws.
 */
async function openPageViewsChart(page: Page) {
  await page.getByRole('tab', { name: 'Page Views' }).click();
  await page.locator('[role="img"] canvas').first().waitFor({ timeout: 30_000 });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (bytes: number, budget: number) =>
  `${kb(bytes)} (${bytes.toLocaleString('en')} B) gzip (goal ≤ ${kb(budget)}) ${bytes <= budget ? 'OK' : 'OVER'}`;

export default async function run(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const tally = tallyScripts(page, pending);
    await page.goto(new URL('/', server.baseUrl).href);
    await page.getByRole('heading', { name: 'Next-Level Success Solutions' }).first().waitFor();
    await settle(page, pending);
    await context.close();

    const [members = 0, snippets = 0] = await measureArea(browser, server.baseUrl, server.dataDir, 'Member', [
      { path: '/members/dashboard', marker: 'Welcome back' },
      // issue #11: the Snippets app after the dashboard
      { path: '/members/apps/snippets', marker: 'Small bites of collective wisdom' },
    ]);
    // The Member's page views above reach the tables on the bff's next flush (ANALYTICS_FLUSH_MS,
    // 1 s by default); the dashboard reads them once, so it opens after that.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const [internal = 0, analytics = 0] = await measureArea(browser, server.baseUrl, server.dataDir, 'Internal', [
      { path: '/internal/dashboard', marker: 'Total Users' },
      // issue #13: the whole analytics route, the Page Views tab's chart (uPlot) included
      { path: '/internal/analytics', marker: 'Total Page Views', then: openPageViewsChart },
    ]);

    console.log('Bundle budget (JavaScript, gzip):');
    console.log(`  ${'/'.padEnd(52)}${verdict(tally.bytes(), BUDGET_HOME)} in ${tally.files.size} files`);
    console.log(`  ${'+ /members/dashboard'.padEnd(52)}${verdict(members, BUDGET_AREA)}`);
    console.log(`  ${'+ /members/apps/snippets after the dashboard'.padEnd(52)}${verdict(snippets, BUDGET_AREA)}`);
    console.log(`  ${'+ /internal/dashboard'.padEnd(52)}${verdict(internal, BUDGET_AREA)}`);
    console.log(`  ${'+ /internal/analytics after the internal dashboard'.padEnd(52)}${verdict(analytics, BUDGET_ANALYTICS)}`);
    if (process.env.BUNDLE_DETAIL)
      for (const [file, bytes] of [...tally.files].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(bytes).padStart(9)}  ${file}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

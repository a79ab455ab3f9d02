// Opens every story and docs page of the composed Storybook (storybook-static, with the remotes'
// screen stories below screens/) in headless chromium and fails if one shows Storybook's error
// display, throws, or logs a console error. The build's exit code alone proves nothing: without
// pluginReact every story crashes with "React is not defined". Screen stories are also checked
// with axe-core and each keeps a screenshot (check-screen.ts).
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import axe from 'axe-core';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { screenStorybooks } from '../.storybook/screen-storybooks';
import { AXE_PATH, checkScreen } from './check-screen';
import { trackRequests } from './network-quiet';
import { waitForRender, watchProblems } from './page-problems';
import { serveStatic } from './serve-static';

const root = resolve(import.meta.dirname, '../storybook-static');
const shots = resolve(import.meta.dirname, '../storybook-screenshots');
const screenshotIds = new Set([
  'layout-applayout--member',
  'layout-applayout--dark',
  'layout-applayout--phone',
  'components-button--docs',
  'components-button--all-variants-dark',
  'forms-passwordfield--revealed',
  'forms-select--with-error',
  'foundations-tokens--colors',
  'foundations-tokens--colors-dark',
  'foundations-icons--all',
  'components-dialog--open-dark',
  'components-card--docs',
  'feedback-toast--success',
  'feedback-emptystate--with-action',
]);
// Stories meant for a phone are opened at a phone's width (the viewport toolbar lives in the manager UI).
const phoneIds = new Set(['layout-applayout--phone']);

// Two browser pages at a time: the machines running `pnpm test` have two cores, and a page
// spends much of its time waiting on the other processes (server, renderer, GPU stand-in).
const WORKERS = 2;

interface Entry {
  id: string;
  type: 'story' | 'docs';
}

async function checkComponent(page: Page, origin: string, entry: Entry): Promise<string[]> {
  const { problems, stop } = watchProblems(page);
  const requests = trackRequests(page);
  await page.setViewportSize(phoneIds.has(entry.id) ? { width: 375, height: 740 } : { width: 1200, height: 800 });
  await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=${entry.type}`);
  await waitForRender(page, entry.type === 'docs' ? '#storybook-docs' : '#storybook-root', problems);
  // Widgets load their Radix code lazily: let those chunks land, so their errors count and the
  // screenshot shows the widget rather than its stand-in.
  await requests.quiet();
  requests.stop();
  if (screenshotIds.has(entry.id)) await page.screenshot({ path: resolve(shots, `${entry.id}.png`), fullPage: true });
  stop();
  return problems;
}

const readIndex = (dir: string): Entry[] =>
  Object.values((JSON.parse(readFileSync(resolve(root, dir, 'index.json'), 'utf8')) as { entries: Record<string, Entry> }).entries);

async function main() {
  // `check-storybook <text>` checks only the entries whose id contains it (e.g. screens-members).
  const only = (entry: Entry) => entry.id.includes(process.argv[2] ?? '');
  const components = readIndex('.').filter(only);
  const screens = screenStorybooks.flatMap(({ dir }) => readIndex(dir).map((entry) => ({ ...entry, base: `/${dir}` }))).filter(only);
  const total = components.length + screens.length;
  mkdirSync(resolve(shots, 'screens'), { recursive: true });
  const server = await serveStatic(root, { [AXE_PATH]: axe.source });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let failed = 0;
  const report = (label: string, problems: string[], ms: number) => {
    if (problems.length) failed += 1;
    const details = problems.length ? `\n     ${problems.join('\n     ')}` : '';
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${label} (${(ms / 1000).toFixed(1)} s)${details}`);
  };
  const queue = [
    ...components.map((entry) => ({
      label: `${entry.type} ${entry.id}`,
      check: (page: Page) => checkComponent(page, server.origin, entry),
    })),
    ...screens.map((entry) => ({
      label: `screen ${entry.base} ${entry.id}`,
      check: (page: Page) => checkScreen(page, server.origin, entry, shots),
    })),
  ];
  // Each worker keeps one context, so the Storybooks' scripts are fetched and compiled once.
  // Every entry gets a fresh page (its own session storage, no play of the last story still
  // running), and the previous page closes only once the next has been checked: msw's worker
  // unregisters itself when its last page goes, and the next page would race that to register
  // it again. No story keeps state in cookies beyond the story kit's signed-in hint, which the
  // kit sets for every story; the cookies are cleared between entries all the same.
  const work = async (context: BrowserContext) => {
    let previous: Page | undefined;
    for (let next = queue.shift(); next; next = queue.shift()) {
      await context.clearCookies();
      const started = Date.now();
      const page = await context.newPage();
      report(next.label, await next.check(page), Date.now() - started);
      await previous?.close();
      previous = page;
    }
    await context.close();
  };
  try {
    const contexts = await Promise.all(Array.from({ length: WORKERS }, () => browser.newContext()));
    await Promise.all(contexts.map(work));
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${total - failed}/${total} rendered without errors (${screens.length} screens, axe-checked); screenshots in ${shots}`);
  if (failed) process.exitCode = 1;
}

await main();

// Opens every story and docs page of the composed Storybook (storybook-static, with the remotes'
// screen stories below screens/) in headless chromium and fails if one shows Storybook's error
// display, throws, or logs a console error. The build's exit code alone proves nothing: without
// pluginReact every story crashes with "React is not defined". Screen stories are also checked
// with axe-core (check-screen.ts). With SCREENSHOTS=1 each screen story, and the component stories
// below, leaves a screenshot for people to look at: a quarter of the check's CPU, so not by default.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import axe from 'axe-core';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { screenStorybooks } from '../.storybook/screen-storybooks';
import { AXE_PATH, checkScreen } from './check-screen';
import { trackRequests } from './network-quiet';
import { watchProblems } from './page-problems';
import { serveStatic } from './serve-static';
import { showEntry, type StorybookEntry } from './show-entry';

const root = resolve(import.meta.dirname, '../storybook-static');
const shots = process.env.SCREENSHOTS === '1' ? resolve(import.meta.dirname, '../storybook-screenshots') : undefined;
const screenshotIds = new Set([
  'layout-applayout--member',
  'layout-applayout--dark',
  'layout-applayout--phone',
  'layout-applayout--phone-menu-open',
  'components-filterbar--collapsible-on-phone',
  'components-filterbar--collapsible-on-phone-open',
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
const phoneIds = new Set([
  'layout-applayout--phone',
  'layout-applayout--phone-menu-open',
  'components-filterbar--collapsible-on-phone',
  'components-filterbar--collapsible-on-phone-open',
]);

// Three browser pages at a time. The machines running `pnpm test` have two cores, but a page spends
// much of its time waiting on the other processes (server, renderer, GPU stand-in): on a busy
// 2-core machine, three runs each, 3 pages were 3-11% faster than 2 for the same CPU (~47 s), and
// 4 were slower with more CPU (issue #25). STORYBOOK_CHECK_WORKERS overrides it, to measure again.
const WORKERS = Number(process.env.STORYBOOK_CHECK_WORKERS ?? 3);
if (!Number.isInteger(WORKERS) || WORKERS < 1) throw new Error('STORYBOOK_CHECK_WORKERS: must be a whole number, at least 1');

async function checkComponent(page: Page, origin: string, entry: StorybookEntry): Promise<string[]> {
  const { problems, stop } = watchProblems(page);
  const requests = trackRequests(page);
  await page.setViewportSize(phoneIds.has(entry.id) ? { width: 375, height: 740 } : { width: 1200, height: 800 });
  await showEntry(page, origin, entry, problems);
  // Widgets load their Radix code lazily: let those chunks land, so their errors count and the
  // screenshot shows the widget rather than its stand-in.
  await requests.quiet();
  requests.stop();
  if (shots && screenshotIds.has(entry.id)) await page.screenshot({ path: resolve(shots, `${entry.id}.png`), fullPage: true });
  stop();
  return problems;
}

const readIndex = (dir: string, base: string): StorybookEntry[] =>
  Object.values(
    (JSON.parse(readFileSync(resolve(root, dir, 'index.json'), 'utf8')) as { entries: Record<string, Omit<StorybookEntry, 'base'>> })
      .entries,
  ).map((entry) => ({ id: entry.id, type: entry.type, base }));

async function main() {
  // `check-storybook <text>` checks only the entries whose id contains it (e.g. screens-members),
  // in whichever of the Storybooks were built (`pnpm test:area` builds one area's alone).
  const filter = process.argv[2];
  const only = (entry: StorybookEntry) => entry.id.includes(filter ?? '');
  const built = (dir: string) => filter === undefined || existsSync(resolve(root, dir, 'index.json'));
  // Stories before docs pages: a page leaves docs for a story only by loading again (show-entry.ts).
  const components = (built('.') ? readIndex('.', '') : [])
    .filter(only)
    .sort((a, b) => Number(a.type === 'docs') - Number(b.type === 'docs'));
  const screens = screenStorybooks
    .filter(({ dir }) => built(dir))
    .flatMap(({ dir }) => readIndex(dir, `/${dir}`))
    .filter(only);
  if (components.length + screens.length === 0) throw new Error(`No built story matches "${filter ?? ''}" in ${root}`);
  const total = components.length + screens.length;
  if (shots) mkdirSync(resolve(shots, 'screens'), { recursive: true });
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
  // Each worker keeps one page: the first entry of a Storybook loads its iframe.html, the next
  // ones are switched to in place (show-entry.ts). The screens' story kit gives every story its
  // own providers, auth store, network and page attributes, as when a designer clicks through
  // them; msw's worker keeps its page throughout.
  const work = async (context: BrowserContext) => {
    const page = await context.newPage();
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = Date.now();
      report(next.label, await next.check(page), Date.now() - started);
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
  console.log(
    `\n${total - failed}/${total} rendered without errors (${screens.length} screens, axe-checked)${shots ? `; screenshots in ${shots}` : ''}`,
  );
  if (failed) process.exitCode = 1;
}

await main();

// The New and Edit Snippet form and the list's Author filter with 100,000 authors and 10,000
// categories (issue #24, item 1), as staff see them in chromium: the time from loading the list to
// its first card (and how many of its pages were asked meanwhile), the time from the click on New
// Snippet (and on a card's Edit) to the form being interactive (its Author and Category pickers
// enabled, and on Edit showing the author's name), and the main-thread long tasks while the form
// opens, while the Author picker opens, and while a search is typed into it; the same for the
// list's Author filter. Unthrottled and with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate;
// CPU_THROTTLE=4 or =1,4,6 picks the rates). A part that gives up says what the page was doing:
// its dialogs, errors, the requests still pending and the list pages asked.
// Goals (printed, never asserted): first card and interactive ≤ 1 s; no task over 50 ms.
// Expects `pnpm build`; its own server on a fresh PostgreSQL database.
// `node --import tsx bench/snippet-form-screen.ts` (FORM_AUTHORS=5000 for issue #24's first figures).
import type { Browser, Page, Request } from 'playwright-core';
import { demoAccount, signIn } from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { seedInternalScale } from './internal-list-seed';
import { freshDatabase } from './load';

const AUTHORS = Number(process.env.FORM_AUTHORS ?? 100_000);
const SCALE = { snippets: 100_000, authors: AUTHORS, categories: Number(process.env.FORM_CATEGORIES ?? 10_000) };
const GOALS = { interactiveMs: 1_000, longTaskMs: 50 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const THROTTLES = (process.env.CPU_THROTTLE ?? '1,4').split(',').map(Number);
if (THROTTLES.some((t) => !(t >= 1))) throw new Error('CPU_THROTTLE: rates of 1 or more, comma-separated (1,4)');
/** What is typed into the Author picker: part of a few hundred of the seeded names ('Author 4242 Haddad', 'Author 14242 …'). */
const TYPED = '4242';
/** Past this an opening or a search counts as never done (the page stays unusable). */
const GIVE_UP_MS = 60_000;

declare global {
  interface Window {
    __longTasks: number[];
  }
}

interface Measured {
  /** Click to interactive, one per run (NaN: not within GIVE_UP_MS). */
  ms: number[];
  longTasks: number[];
}

/** Loads of the list: to the first card, and the list's pages asked by then (and 300 ms after). */
interface ListLoads extends Measured {
  pages: number[];
}

/** The list's own requests (not its filters' options). */
const isListPage = (request: Request) => new URL(request.url()).pathname === '/api/internal/snippets';

/** What a page did, told when a part gives up on it: a beforeunload dialog, an error, a request that never ended. */
const watchPage = (page: Page) => {
  const seen: string[] = [];
  const pending = new Set<Request>();
  let listPages = 0;
  page.on('dialog', (dialog) => {
    seen.push(`dialog ${dialog.type()} "${dialog.message()}"`);
    void dialog.accept();
  });
  page.on('pageerror', (err) => seen.push(`page error ${String(err).split('\n')[0]}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error ${message.text().split('\n')[0]}`);
  });
  page.on('request', (request) => {
    pending.add(request);
    if (isListPage(request)) listPages += 1;
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () =>
    [
      ...seen.slice(-5),
      `${listPages} list pages asked`,
      `${pending.size} requests pending${pending.size ? `: ${[...pending].map((r) => new URL(r.url()).pathname).join(', ')}` : ''}`,
    ].join('; ');
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => (Number.isFinite(ms) ? `${ms.toLocaleString('en')} ms` : `> ${GIVE_UP_MS / 1000} s`);

/**
 * Whether the pickers labelled `labels` are usable: found through their label, not disabled and not
 * busy; with `named`, the first also shows a name (an Edit's author). Works for the Radix select
 * (a button) and for the combobox (an input).
 */
const pickersReady = ({ labels, named }: { labels: string[]; named: boolean }) =>
  labels.every((text, i) => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*\s*$/, '').trim() === text);
    const control = label ? (document.getElementById(label.htmlFor) as HTMLInputElement | HTMLButtonElement | null) : null;
    if (!control || control.disabled || control.getAttribute('aria-busy') === 'true') return false;
    if (!named || i > 0) return true;
    const shown = (control instanceof HTMLInputElement ? control.value : control.textContent) ?? '';
    return shown.trim() !== '' && !/^(Loading|Select)/.test(shown.trim());
  });

const longTasksSince = async (page: Page, start: () => Promise<void>): Promise<number[]> => {
  await page.evaluate(() => (window.__longTasks = []));
  await start();
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__longTasks);
};

const timed = async (page: Page, click: () => Promise<void>, ready: Parameters<typeof pickersReady>[0]): Promise<number> => {
  const started = Date.now();
  await click();
  try {
    await page.waitForFunction(pickersReady, ready, { polling: 'raf', timeout: GIVE_UP_MS });
    return Date.now() - started;
  } catch {
    return Number.NaN;
  }
};

const author = (page: Page) => page.getByRole('combobox', { name: /^Author/ });

/** Opens the Author picker by a click, waits for its options, then types TYPED and waits for matching options (or gives up). */
async function openAndType(page: Page): Promise<{ open: Measured; typing: Measured }> {
  const opened: number[] = [];
  const openTasks = await longTasksSince(page, async () => {
    const started = Date.now();
    await author(page).click({ timeout: GIVE_UP_MS });
    await page
      .getByRole('option')
      .first()
      .waitFor({ timeout: GIVE_UP_MS })
      .then(
        () => opened.push(Date.now() - started),
        () => opened.push(Number.NaN),
      );
  });
  const typed: number[] = [];
  const typingTasks = await longTasksSince(page, async () => {
    await page.keyboard.type(TYPED, { delay: 80 });
    const lastKey = Date.now();
    const isInput = await author(page).evaluate((el) => el instanceof HTMLInputElement);
    // The Radix select has no search: its typeahead jumps to a label starting with the keys, if any.
    if (!isInput) return void typed.push(Number.NaN);
    await page
      .waitForFunction(
        (text) => {
          const options = [...document.querySelectorAll('[role=option]')];
          return options.length > 0 && options.every((o) => o.textContent?.includes(text));
        },
        TYPED,
        { polling: 'raf', timeout: GIVE_UP_MS },
      )
      .then(
        () => typed.push(Date.now() - lastKey),
        () => typed.push(Number.NaN),
      );
  });
  await page.keyboard.press('Escape');
  return { open: { ms: opened, longTasks: openTasks }, typing: { ms: typed, longTasks: typingTasks } };
}

interface Visit {
  throttle: number;
  list: ListLoads;
  newForm: Measured;
  editForm: Measured;
  formPicker: { open: Measured; typing: Measured };
  filterPicker: { open: Measured; typing: Measured };
}

const failed = (): { open: Measured; typing: Measured } => ({
  open: { ms: [Number.NaN], longTasks: [] },
  typing: { ms: [Number.NaN], longTasks: [] },
});

async function visit(browser: Browser, baseUrl: string, dataDir: string, throttle: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await signIn(context, baseUrl, await demoAccount(dataDir, 'Internal'));
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    /** A page of its own for each part: one the last part froze is closed, not reused. */
    const withPage = async <T>(part: (page: Page) => Promise<T>, otherwise: () => T): Promise<T> => {
      const page = await context.newPage();
      page.setDefaultTimeout(GIVE_UP_MS * 2);
      const whatHappened = watchPage(page);
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        let timer: NodeJS.Timeout | undefined;
        const giveUp = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${(GIVE_UP_MS * 4) / 1000} s`)), GIVE_UP_MS * 4);
        });
        return await Promise.race([part(page), giveUp]).finally(() => clearTimeout(timer));
      } catch (err) {
        console.log(`    (gave up at CPU ${throttle}×: ${String(err).split('\n')[0]}; ${whatHappened()})`);
        return otherwise();
      } finally {
        await page.close({ runBeforeUnload: false }).catch(() => undefined);
      }
    };
    const list: ListLoads = { ms: [], longTasks: [], pages: [] };
    /** A full load of the list, to its first card; each document starts its own long-task record. */
    const toList = async (page: Page) => {
      let pages = 0;
      const count = (request: Request) => void (isListPage(request) && (pages += 1));
      page.on('request', count);
      const started = Date.now();
      try {
        await page.goto(new URL('/internal/snippets', baseUrl).href);
        await page.getByRole('article').first().waitFor({ timeout: GIVE_UP_MS });
        list.ms.push(Date.now() - started);
        list.longTasks.push(...(await page.evaluate(() => window.__longTasks)));
        await page.waitForTimeout(300);
      } catch (err) {
        list.ms.push(Number.NaN);
        throw err;
      } finally {
        page.off('request', count);
        list.pages.push(pages);
      }
    };
    const formReady = { labels: ['Author', 'Category'], named: false };

    const newForm: Measured = { ms: [], longTasks: [] };
    const editForm: Measured = { ms: [], longTasks: [] };
    await withPage(
      async (page) => {
        for (let run = 0; run < RUNS; run += 1) {
          await toList(page);
          newForm.longTasks.push(
            ...(await longTasksSince(page, async () => {
              newForm.ms.push(await timed(page, () => page.getByRole('link', { name: 'New Snippet' }).click(), formReady));
            })),
          );
          await toList(page);
          editForm.longTasks.push(
            ...(await longTasksSince(page, async () => {
              const edit = page.getByRole('article').first().getByRole('link', { name: 'Edit' });
              editForm.ms.push(await timed(page, () => edit.click(), { ...formReady, named: true }));
            })),
          );
        }
      },
      () => undefined,
    );
    // The form's Author picker, on a fresh New Snippet form.
    const formPicker = await withPage(async (page) => {
      await toList(page);
      await timed(page, () => page.getByRole('link', { name: 'New Snippet' }).click(), formReady);
      await page.waitForTimeout(500);
      return openAndType(page);
    }, failed);
    // The list's Author filter.
    const filterPicker = await withPage(async (page) => {
      await toList(page);
      await page.waitForFunction(pickersReady, { labels: ['Author'], named: false }, { polling: 'raf', timeout: GIVE_UP_MS });
      await page.waitForTimeout(500);
      return openAndType(page);
    }, failed);
    return { throttle, list, newForm, editForm, formPicker, filterPicker };
  } finally {
    await context.close();
  }
}

/** Long tasks against the goal; `judged: false` for a full page load, which no goal covers. */
const tasks = (m: Measured, judged = true) => {
  if (m.ms.length === 0) return 'long tasks not measured';
  const longest = Math.max(0, ...m.longTasks);
  const verdict = judged ? ` (${longest <= GOALS.longTaskMs ? 'met' : 'NOT met'})` : '';
  return `${m.longTasks.length} tasks over ${GOALS.longTaskMs} ms, longest ${longest.toFixed(0)} ms${verdict}`;
};
/** The median of the runs, each run, and the interactive goal unless `judged` is false. */
const times = (m: Measured, judged = true) => {
  if (m.ms.length === 0) return 'not measured';
  const mid = median(m.ms.map((ms) => (Number.isFinite(ms) ? ms : Infinity)));
  const verdict = judged ? `; goal ≤ ${GOALS.interactiveMs} ms: ${mid <= GOALS.interactiveMs ? 'met' : 'NOT met'}` : '';
  return `${fmt(mid)} (runs ${m.ms.map(fmt).join(', ')}${verdict})`;
};

export default async function run(): Promise<void> {
  console.log(
    `\n# snippet-form-screen: the snippet form and the list's Author filter with ${SCALE.authors.toLocaleString('en')} authors, ` +
      `${SCALE.categories.toLocaleString('en')} categories and ${SCALE.snippets.toLocaleString('en')} snippets on PostgreSQL; ` +
      `median of ${RUNS} clicks, then "${TYPED}" typed into the Author picker at 80 ms a key`,
  );
  const { db, url, drop } = await freshDatabase('nextlevel_bench_form_screen');
  const server = await startServer({ databaseUrl: url });
  const browser = await launchBrowser();
  try {
    await seedInternalScale(db, SCALE);
    for (const throttle of THROTTLES) {
      const v = await visit(browser, server.baseUrl, server.dataDir, throttle);
      console.log(`  CPU ${throttle}×:`);
      console.log(
        `    list page load → first card: ${times(v.list, false)}; list pages asked per load: ${v.list.pages.join(', ')}; ${tasks(v.list, false)}`,
      );
      console.log(`    New Snippet click → form interactive: ${times(v.newForm)}; ${tasks(v.newForm)}`);
      console.log(`    Edit click → form interactive, author named: ${times(v.editForm)}; ${tasks(v.editForm)}`);
      for (const [name, picker] of [
        ['form', v.formPicker],
        ['list filter', v.filterPicker],
      ] as const) {
        if (!Number.isFinite(picker.open.ms[0])) {
          console.log(`    ${name} Author picker: not open within ${GIVE_UP_MS / 1000} s (the page stopped answering)`);
          continue;
        }
        console.log(`    ${name} Author picker: opened in ${fmt(picker.open.ms[0]!)}, ${tasks(picker.open)}`);
        console.log(
          `    ${name} typing "${TYPED}": ${Number.isFinite(picker.typing.ms[0]) ? `matches ${fmt(picker.typing.ms[0]!)} after the last key` : 'no search'}, ${tasks(picker.typing)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

import { resolve } from 'node:path';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { trackRequests } from './network-quiet';
import { watchProblems } from './page-problems';
import { showEntry, type StorybookEntry } from './show-entry';

/** Where the check's server serves axe-core (as a file, so the browser keeps it compiled between pages). */
export const AXE_PATH = '/__check/axe.js';

const WIDE = { width: 1200, height: 800 };
const NARROW = { width: 320, height: 640 };

/** Waits for the story's play to finish and its network to answer (see @nextlevel/shell/stories). */
async function waitForSettled(page: Page, problems: string[], quiet: () => Promise<void>): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const net = (globalThis as { __NL_SCREEN_NETWORK__?: () => { waiting: number; held: number } }).__NL_SCREEN_NETWORK__?.();
        if (!net || net.waiting > 0 || document.documentElement.dataset['screenReady'] !== 'true') return false;
        // A story that holds a request on purpose shows its loading state; any other is done loading.
        const loading = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes('Loading'));
        return net.held > 0 || !loading;
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => problems.push('timeout: the screen did not settle (an /api request unanswered, or Loading... still shown)'));
  // Lazy chunks (a page, a widget's Radix code) land before axe looks (and the screenshot is taken).
  await quiet();
}

const PAINT_EVERYTHING = '* { content-visibility: visible !important; }';

async function open(page: Page, origin: string, entry: StorybookEntry, problems: string[], remount = false): Promise<void> {
  const requests = trackRequests(page);
  await showEntry(page, origin, entry, problems, remount);
  await waitForSettled(page, problems, requests.quiet);
  requests.stop();
}

/**
 * Opens one screen story in chromium (at 320 px when it is a narrow one), waits for it to
 * settle, runs axe-core on the whole page and keeps a screenshot in `shots`, if given. Returns what went wrong.
 */
export async function checkScreen(page: Page, origin: string, entry: StorybookEntry, shots?: string): Promise<string[]> {
  const { problems, stop } = watchProblems(page);
  // narrow() marks its stories on the page; the index cannot say which they are, but their
  // names say "narrow" as a rule, so those open at 320 px at once. A story whose mark disagrees
  // with its name is drawn again at its own width, from its loaders on.
  const guess = entry.id.includes('narrow') ? NARROW : WIDE;
  await page.setViewportSize(guess);
  await open(page, origin, entry, problems);
  const isNarrow = (await page.evaluate(() => document.documentElement.dataset['screenWidth'])) === String(NARROW.width);
  if (isNarrow !== (guess === NARROW)) {
    await page.setViewportSize(isNarrow ? NARROW : WIDE);
    await open(page, origin, entry, problems, true);
  }
  // Once per page: a story switched to in place finds it there.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ url: new URL(AXE_PATH, origin).href });
  const violations = await page.evaluate(async () => {
    const result = await (globalThis as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `axe ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  problems.push(...violations);
  // A full-page shot brings cards under `content-visibility: auto` (the long lists) into view at
  // once, and chromium sometimes captures them half-painted: they are drawn for the shot.
  if (shots) await page.screenshot({ path: resolve(shots, 'screens', `${entry.id}.png`), fullPage: true, style: PAINT_EVERYTHING });
  stop();
  return problems;
}

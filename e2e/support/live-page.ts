import { PRERENDERED_ATTRIBUTE } from '@nextlevel/bff/contract';
import type { Page } from 'playwright-core';

/**
 * Waits until the live landing page is on screen: a prerendered page (contract: prerenderedPages)
 * looks the same from the start; tests of the live behaviour wait for it. The shell drops the
 * attribute once its own part is hydrated; the landing page, inside the area's Suspense
 * boundaries, is hydrated right after (decision 023), and its menu toggle is then the live one.
 */
export const waitForLivePage = (page: Page) =>
  page.locator(`#root:not([${PRERENDERED_ATTRIBUTE}]) button[aria-label="Menu"][aria-expanded]`).waitFor({ state: 'attached' });

/** True while the prerendered page is still the one on screen. */
export const isPrerendered = async (page: Page) => (await page.locator(`#root[${PRERENDERED_ATTRIBUTE}]`).count()) === 1;

/**
 * Holds back mf-public's scripts and manifest (not its stylesheet, which paints the prerendered
 * page) until the returned function is called, as a slow network would: the prerendered page
 * stays on screen and the live page cannot replace it meanwhile.
 */
export async function holdPublicScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mf-public\/[^?]*\.(js|json)(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

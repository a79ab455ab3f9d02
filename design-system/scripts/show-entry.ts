import type { Page } from 'playwright-core';
import { waitForRender } from './page-problems';

export interface StorybookEntry {
  id: string;
  type: 'story' | 'docs';
  /** Where its Storybook is served: '' for the design system's, /screens/<area> for a remote's. */
  base: string;
}

/** What every iframe.html of the composed build has: Storybook's channel to its preview. */
interface StorybookChannel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Shows another entry of the Storybook the page already shows, the way its own UI does (its
 * channel's setCurrentStory), without loading the page again, and resolves once it is done:
 * a story after its play and afterEach (storyFinished), docs once drawn, either on an error.
 * `remount` draws the current story again from its loaders (after the viewport changed).
 */
async function switchStory(page: Page, entry: StorybookEntry, problems: string[], remount: boolean) {
  const settled = await page.evaluate(
    // No function in here is bound to a name: tsx would wrap it in a helper the page lacks.
    ({ id, viewMode, remount }) => {
      const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel }).__STORYBOOK_ADDONS_CHANNEL__;
      const ends: [string, (payload: unknown) => boolean][] = [
        ['storyFinished', (payload) => (payload as { storyId: string }).storyId === id],
        ['docsRendered', (payload) => payload === id],
        ['storyErrored', () => true],
        ['storyThrewException', () => true],
        ['storyMissing', () => true],
      ];
      let listeners: (readonly [string, (payload: unknown) => void])[] = [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      return new Promise<boolean>((resolve) => {
        listeners = ends.map(([event, matches]) => [event, (payload: unknown) => matches(payload) && resolve(true)] as const);
        for (const [event, listener] of listeners) channel.on(event, listener);
        timer = setTimeout(() => resolve(false), 20_000);
        // The last story may have scrolled the page; the next starts at the top, as on a load.
        window.scrollTo(0, 0);
        if (remount) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode });
      }).then((done) => {
        clearTimeout(timer);
        for (const [event, listener] of listeners) channel.off(event, listener);
        return done;
      });
    },
    { id: entry.id, viewMode: entry.type, remount },
  );
  if (!settled) problems.push('timeout: the entry did not finish rendering');
}

/** Loads `url`, again if a reload the page began itself cuts in. */
async function load(page: Page, url: string, attempts = 3): Promise<void> {
  try {
    await page.goto(url);
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('interrupted by another navigation')) throw error;
    await load(page, url, attempts - 1);
  }
}

/**
 * Shows `entry` on the page: by loading its iframe.html when the page shows another Storybook
 * (or none yet), or docs, or `entry` is docs; else by switching to it in place (or drawing it
 * again: `remount`), which spares loading and compiling the whole preview for each of the
 * hundreds of entries. Waits until it has rendered and finished; problems go to `problems`.
 */
export async function showEntry(page: Page, origin: string, entry: StorybookEntry, problems: string[], remount = false) {
  const iframe = `${origin}${entry.base}/iframe.html`;
  const url = `${iframe}?id=${entry.id}&viewMode=${entry.type}`;
  // Docs pages are loaded whole: Storybook reloads the page itself on many ways out of them.
  // Should it reload on the way out of a story all the same, the entry is loaded whole too.
  const here = page.url();
  if (!here.startsWith(iframe) || here.includes('viewMode=docs') || entry.type === 'docs') await load(page, url);
  else
    await switchStory(page, entry, problems, remount).catch(async (error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
      await load(page, url);
    });
  await waitForRender(page, entry.type === 'docs' ? '#storybook-docs' : '#storybook-root', problems);
  // A story left before it has finished (its loaders, play or afterEach still running) makes
  // Storybook reload the page. A docs page has no phases.
  await page
    .waitForFunction(
      () => {
        const preview = (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return phase === undefined || phase === 'finished';
      },
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => problems.push('timeout: the story did not finish (loaders, play or afterEach still running)'));
}

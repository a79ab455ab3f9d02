import type { Page, Request } from 'playwright-core';

/** A quiet spell this long with nothing in flight counts as settled (Playwright's networkidle waits 500 ms). */
const QUIET_MS = 200;

/**
 * Counts the page's requests in flight from now on, leaving out /api requests: a screen story
 * may hold one on purpose to show its loading state (those the story kit counts itself, see
 * `__NL_SCREEN_NETWORK__`), and Playwright's networkidle would then wait out its whole timeout.
 */
export function trackRequests(page: Page): { quiet: (timeoutMs?: number) => Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.includes('/api/')) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const onDone = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    /** Resolves once nothing has been in flight for QUIET_MS, or after `timeoutMs` regardless. */
    quiet: async (timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

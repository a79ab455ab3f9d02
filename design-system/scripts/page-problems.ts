import type { Page, Response } from 'playwright-core';

/**
 * Collects what goes wrong on `page` until `stop()`: uncaught errors, console errors and HTTP
 * answers ≥ 400 from the server. Answers a story's mock service worker gives (a screen's
 * intended 500) are part of the story, not failures.
 */
export function watchProblems(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onError = (e: Error) => problems.push(`pageerror: ${e.message}`);
  // Failed requests are reported by URL below; the console's copy of them has no URL.
  const onConsole = (m: { type: () => string; text: () => string }) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console.error: ${m.text()}`);
  };
  // The browser asks for /favicon.ico on its own; Storybook ships none.
  const onResponse = (r: Response) => {
    if (r.status() >= 400 && !r.fromServiceWorker() && !r.url().endsWith('/favicon.ico')) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  return {
    problems,
    stop: () => {
      page.off('pageerror', onError);
      page.off('console', onConsole);
      page.off('response', onResponse);
    },
  };
}

/** Waits until Storybook shows the entry in `rootSel` or its error display; a problem if neither comes, or the error display does. */
export async function waitForRender(page: Page, rootSel: string, problems: string[]): Promise<void> {
  await page
    .waitForFunction(
      (sel) => {
        const body = document.body;
        return (
          body.classList.contains('sb-show-errordisplay') ||
          (body.classList.contains('sb-show-main') && (document.querySelector(sel)?.innerHTML ?? '') !== '')
        );
      },
      rootSel,
      { timeout: 20_000 },
    )
    .catch(() => problems.push('timeout: nothing rendered'));
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    problems.push(`error display: ${(await page.textContent('#error-message').catch(() => '')) ?? ''}`);
  }
}

// Opens every story and docs page of the built Storybook (storybook-static) in headless chromium
// and fails if one shows Storybook's error display, throws, or logs a console error. The build's
// exit code alone proves nothing: without pluginReact every story crashes with "React is not defined".
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page, type Response } from 'playwright-core';
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

interface Entry {
  id: string;
  type: 'story' | 'docs';
}

async function check(page: Page, origin: string, entry: Entry): Promise<string[]> {
  const problems: string[] = [];
  const onError = (e: Error) => problems.push(`pageerror: ${e.message}`);
  // Failed requests are reported by URL below; the console's copy of them has no URL.
  const onConsole = (m: { type: () => string; text: () => string }) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console.error: ${m.text()}`);
  };
  // The browser asks for /favicon.ico on its own; Storybook ships none.
  const onResponse = (r: Response) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  // Leave the previous story first: its play may still be running, and resizing its page would
  // fail it (reported against this entry).
  await page.goto('about:blank');
  await page.setViewportSize(phoneIds.has(entry.id) ? { width: 375, height: 740 } : { width: 1200, height: 800 });
  await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=${entry.type}`);
  const rootSel = entry.type === 'docs' ? '#storybook-docs' : '#storybook-root';
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
  // Widgets load their Radix code lazily: let those chunks land, so their errors count and the
  // screenshot shows the widget rather than its stand-in.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  if (screenshotIds.has(entry.id)) await page.screenshot({ path: resolve(shots, `${entry.id}.png`), fullPage: true });
  page.off('pageerror', onError);
  page.off('console', onConsole);
  page.off('response', onResponse);
  return problems;
}

async function main() {
  const index = JSON.parse(readFileSync(resolve(root, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
  const entries = Object.values(index.entries);
  mkdirSync(shots, { recursive: true });
  const server = await serveStatic(root);
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
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    for (const entry of entries) {
      const problems = await check(page, server.origin, entry);
      if (problems.length) failed += 1;
      console.log(
        `${problems.length ? 'FAIL' : 'ok  '} ${entry.type} ${entry.id}${problems.length ? `\n     ${problems.join('\n     ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${entries.length - failed}/${entries.length} rendered without errors; screenshots in ${shots}`);
  if (failed) process.exitCode = 1;
}

await main();

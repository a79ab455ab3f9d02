import type { Page } from 'playwright-core';

/** Collects uncaught page errors, so a journey can assert the page never crashed. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

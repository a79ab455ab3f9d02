import { PRERENDERED_ATTRIBUTE } from '@nextlevel/bff/contract';
import type { Page } from 'playwright-core';

/**
 * Waits until the shell's live page is on screen: a prerendered page (contract: prerenderedPages)
 * looks the same from the start, but its buttons do nothing until the live page replaces it.
 */
export const waitForLivePage = (page: Page) =>
  page.locator(`#root:not([${PRERENDERED_ATTRIBUTE}])`).waitFor({ state: 'attached' });

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './paths';

/**
 * With SCREENSHOTS=1, saves a full-page screenshot to .e2e-artifacts/<name>.png, for people to
 * look at; without it, nothing (no test reads them, and a run on a clean clone keeps none).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await fs.mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

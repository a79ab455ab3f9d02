import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './paths';

/** Saves a full-page screenshot to .e2e-artifacts/<name>.png, for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await fs.mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

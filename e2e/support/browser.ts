import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium with the flags this machine needs (issue #3, "Known facts"). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless chromium with throw-away config and cache directories. */
export async function launchBrowser(): Promise<Browser> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-chromium-'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    env: { ...process.env, XDG_CONFIG_HOME: path.join(home, 'config'), XDG_CACHE_HOME: path.join(home, 'cache') },
  });
  browser.on('disconnected', () => fs.rmSync(home, { recursive: true, force: true }));
  return browser;
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

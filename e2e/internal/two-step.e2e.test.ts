import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, type Account } from '../support/accounts';
import { allStarted } from '../support/all-started';
import { desktop, launchBrowser } from '../support/browser';
import { collectPageErrors } from '../support/page-errors';
import { startFromTemplate } from '../support/own-server';
import type { RunningServer } from '../support/server';

// Issue #27 items 4-5 in chromium against the production build: with REQUIRE_MFA_FOR=Internal, the
// demo staff user is taken to set up one-time codes right after signing in and reaches nothing else
// until done (the codes computed here with the bff's own TOTP library); then signs in with a code,
// makes new recovery codes in settings, and signs in with one of them (an old one no longer works).

let server: RunningServer;
let browser: Browser;
let staff: Account;

beforeAll(async () => {
  await allStarted([
    startFromTemplate({ env: { REQUIRE_MFA_FOR: 'Internal' } }).then((s) => (server = s)),
    launchBrowser().then((b) => (browser = b)),
  ]);
  staff = await demoAccount(server.dataDir, 'Internal');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const at = (p: string) => new URL(p, server.baseUrl).href;

/** The code an authenticator app shows for the key, `offsetMs` from now. */
const codeFor = (key: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s/g, '')), timestamp: Date.now() + offsetMs });

const passwordStep = async (page: Page) => {
  await page.goto(at('/login'));
  await page.getByLabel(/^Email/).fill(staff.email);
  await page.getByLabel(/^Password/).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
};

describe('a staff user under REQUIRE_MFA_FOR=Internal', () => {
  it('is made to set up one-time codes, reaches nothing else until then, and next time signs in with a code', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await passwordStep(page);
    await page.waitForURL(at('/setup-two-step'));
    await page.getByText('Your account needs a second step at sign-in').waitFor();

    // Nothing else: the staff area sends it back, and the API refuses staff data.
    await page.goto(at('/internal/database'));
    await page.waitForURL(at('/setup-two-step'));
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/internal/authors', { headers: { 'X-CSRF': '1', Accept: 'application/json' } });
      return { status: res.status, body: (await res.json()) as unknown };
    });
    expect(refused).toEqual({ status: 403, body: { error: 'Set up two-step verification to continue', code: 'mfa-setup-required' } });

    await page.getByLabel(/^Current password/).fill(staff.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await page.getByLabel('Setup key').textContent()) ?? '';
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(/^Code from the app/).fill(codeFor(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const firstCodes = await codes.allTextContents();
    expect(firstCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(at('/internal/dashboard'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Sign out, then in again: the password, then a code of the next time-step (this one was used).
    const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout' && res.ok());
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await loggedOut;
    await page.waitForURL(at('/'));
    await passwordStep(page);
    await page.getByLabel(/^Authentication code/).fill(codeFor(key, 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(at('/internal/dashboard'));
    await page.goto(at('/internal/database'));
    await page.waitForURL(at('/internal/database'));

    // Issue #27 item 6: new recovery codes from settings, after the password, replace the first ten.
    await page.goto(at('/internal/settings'));
    await page.getByRole('button', { name: 'New recovery codes' }).click();
    await page.getByLabel(/^Current password/).fill(staff.password);
    await page.getByRole('button', { name: 'Make new codes' }).click();
    const renewed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await renewed.first().waitFor();
    const newCodes = await renewed.allTextContents();
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => firstCodes.includes(code))).toEqual([]);
    await page.getByText(/10 of 10 recovery codes left/).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(at('/'));
    await passwordStep(page);
    await page.getByLabel(/^Authentication code/).fill(firstCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not valid').waitFor();
    await page.getByLabel(/^Authentication code/).fill(newCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(at('/internal/dashboard'));
    expect(errors.filter((e) => !/400|Bad Request/.test(e))).toEqual([]);
    await context.close();
  });
});

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages } from '@nextlevel/bff/contract';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, signIn } from '../support/accounts';
import { desktop, launchBrowser, phone } from '../support/browser';
import { allStarted } from '../support/all-started';
import { collectPageErrors } from '../support/page-errors';
import { startFromTemplate } from '../support/own-server';
import { repoRoot } from '../support/paths';
import { screenshot } from '../support/screenshots';
import { startServer, type RunningServer } from '../support/server';

// Issue #4's journeys in chromium against the production build: sign-up → mail → verify →
// dashboard, sign-out/in, forgot → mail → reset, settings, and the category redirects.

const run = promisify(execFile);
const stamp = Date.now().toString(36);

let site: RunningServer;
let baseUrl: string;
let dataDir: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  await allStarted([startFromTemplate().then((s) => (site = s)), launchBrowser().then((b) => (browser = b))]);
  ({ baseUrl, dataDir } = site);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let memberState: Promise<StorageState> | undefined;

/** The demo Member's session, signed in once for the file (tests side by side wait for the same sign-in). */
const memberSession = () =>
  (memberState ??= (async () => {
    const signingIn = await browser.newContext();
    await signIn(signingIn, baseUrl, await demoAccount(dataDir, 'Member'));
    const state = await signingIn.storageState();
    await signingIn.close();
    return state;
  })());

/**
 * A fresh browser context; `asMember` gives it the demo Member's session. It is closed after the
 * test, or by `closeAfter` (a concurrent test's own onTestFinished: afterEach would close the
 * contexts of the tests still running beside it).
 */
const open = async (
  viewport = desktop,
  colorScheme: 'light' | 'dark' = 'light',
  asMember = false,
  closeAfter?: (close: () => Promise<void>) => void,
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> => {
  // Every login from 127.0.0.1 counts against the bff's per-IP limit, shared by all e2e files,
  // so the demo Member signs in once and later contexts reuse the session cookie.
  const storageState = asMember ? await memberSession() : undefined;
  const context = await browser.newContext({ viewport, colorScheme, ...(storageState ? { storageState } : {}) });
  if (closeAfter) closeAfter(() => context.close());
  else contexts.push(context);
  const page = await context.newPage();
  return { page, context, errors: collectPageErrors(page) };
};

const at = (base: string, p: string) => new URL(p, base).href;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page, as rule ids with their targets. */
async function axeViolations(page: Page) {
  // Evaluated through the debugging protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: unknown }[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } };
    const result = await axe.run(document);
    return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
  });
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The newest mail to `to` whose text carries a link to `route`, from DATA_DIR/outbox (the bff's
 * file transport when SMTP_URL is unset). Polls, because the outbox worker sends asynchronously.
 */
async function linkFromMail(
  dir: string,
  to: string,
  route: string,
  after = new Set<string>(),
  timeoutMs = 20_000,
): Promise<{ link: string; file: string }> {
  const outbox = path.join(dir, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${route.replace(/[/-]/g, '\\$&')}\\?token=[^\\s"'<>]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml') && !after.has(f))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a?.text ?? '').join(' ');
      const link = mail.text?.match(pattern)?.[0];
      if (recipients.includes(to) && link) return { link, file };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} with a ${route} link in ${outbox}`);
}

const fillSignIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
};

const signOut = async (page: Page, base: string) => {
  const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout' && res.ok());
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await loggedOut;
  // product §2: Sign Out ends on /, and the session is really gone.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
  await page.goto(at(base, '/members/dashboard'));
  await page.waitForURL(at(base, '/login?next=%2Fmembers%2Fdashboard'));
};

describe('accounts, end to end', () => {
  const email = `e2e-${stamp}@example.com`;
  const password = 'FirstPass1';
  const newPassword = 'SecondPass2';

  it('signs up, verifies by mail, lands on the member dashboard, signs out and in, resets the password', async () => {
    const { page, errors } = await open();

    await page.goto(at(baseUrl, '/sign-up'));
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await page.getByLabel(/^First Name/).fill('Grace');
    await page.getByLabel(/^Last Name/).fill('Hopper');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('combobox', { name: /^Country/ }).click();
    await page.getByRole('option', { name: 'Kenya' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(at(baseUrl, `/verification-pending?email=${encodeURIComponent(email)}`));
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
    await page.getByText(email).waitFor();
    await screenshot(page, 'accounts-journey-1-verification-pending');
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await page.getByRole('status').filter({ hasText: messages.auth.verificationSent }).waitFor();

    // An unverified account cannot sign in yet: login goes back to verification-pending.
    await page.goto(at(baseUrl, '/login'));
    await fillSignIn(page, email, password);
    await page.waitForURL(at(baseUrl, `/verification-pending?email=${encodeURIComponent(email)}`));

    const verification = await linkFromMail(dataDir, email, '/verify-email');
    expect(verification.link.startsWith(baseUrl)).toBe(true);
    // The browser that signed up holds its sign-up cookie, so opening the link here signs in (issue #23).
    await page.goto(verification.link);
    await page.getByRole('heading', { level: 1, name: 'Email Verified!' }).waitFor();
    await page.getByText('Redirecting to your dashboard...').waitFor();
    await screenshot(page, 'accounts-journey-2-email-verified');
    // #24.9: from the verification to the dashboard, never a Loading... on a page without the area's layout.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { bareLoading: string[] }).bareLoading = seen;
      new MutationObserver(() => {
        const loading = [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes('Loading...'));
        if (loading && !document.querySelector('aside') && location.pathname.startsWith('/members')) seen.push(location.pathname);
      }).observe(document, { subtree: true, childList: true });
    });
    await page.waitForURL(at(baseUrl, '/members/dashboard'), { timeout: 10_000 });
    // #24.14: the account's first visit says Welcome; a later sign-in says Welcome back.
    await page.getByRole('heading', { level: 1, name: 'Welcome, Grace!' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { bareLoading: string[] }).bareLoading)).toEqual([]);
    await screenshot(page, 'accounts-journey-2b-first-welcome');

    await signOut(page, baseUrl);
    await page.goto(at(baseUrl, '/login'));
    await fillSignIn(page, email, password);
    await page.waitForURL(at(baseUrl, '/members/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' }).waitFor();
    await signOut(page, baseUrl);

    await page.goto(at(baseUrl, '/forgot-password'));
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(messages.auth.resetRequested).waitFor();
    await screenshot(page, 'accounts-journey-3-reset-link-sent');

    const reset = await linkFromMail(dataDir, email, '/reset-password', new Set([path.basename(verification.file)]));
    await page.goto(reset.link);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(messages.auth.resetDone).waitFor();
    await screenshot(page, 'accounts-journey-4-password-reset');
    await page.waitForURL(at(baseUrl, '/login'), { timeout: 10_000 });

    await fillSignIn(page, email, password);
    await page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials }).waitFor();
    await screenshot(page, 'accounts-journey-5-old-password-refused');
    await fillSignIn(page, email, newPassword);
    await page.waitForURL(at(baseUrl, '/members/dashboard'));

    await page.goto(at(baseUrl, '/members/settings'));
    const first = page.getByLabel(/^First Name/);
    await expect.poll(() => first.inputValue()).toBe('Grace');
    await first.fill('Amazing Grace');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').filter({ hasText: messages.settings.updated }).waitFor();
    await page.getByText('Amazing Grace Hopper').first().waitFor();
    await screenshot(page, 'accounts-journey-6-settings-saved');

    // Issue #9: a new address needs the current password, and its link confirms without signing in.
    // One long word, as an address can be: the settings' pending hint must wrap it on a phone.
    const movedEmail = `e2emovedtoamailboxwithaverylongnameandnobreak${stamp}@example.com`;
    await page.getByLabel(/^Email/).fill(movedEmail);
    await page.getByLabel(/^Current password/).fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').filter({ hasText: messages.settings.updatedEmailPending }).waitFor();
    // #24.10: the pending address is still there after a reload, from GET /api/user.
    await page.reload();
    await page.getByText(`Confirmation sent to ${movedEmail} (pending)`).waitFor();
    await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe(email);
    await screenshot(page, 'accounts-journey-6b-email-pending');
    await page.setViewportSize(phone);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(desktop);
    const confirmation = await linkFromMail(dataDir, movedEmail, '/verify-email');
    const { page: stranger, errors: strangerErrors } = await open();
    await stranger.goto(confirmation.link);
    await stranger.getByRole('heading', { level: 1, name: 'Email Verified!' }).waitFor();
    await stranger.getByText(messages.auth.emailChangeConfirmed).waitFor();
    await screenshot(stranger, 'accounts-journey-7-email-change-confirmed');
    await stranger.getByRole('link', { name: 'Sign In', exact: true }).click();
    await stranger.waitForURL(at(baseUrl, '/login'));
    // #24.10: the same link again says the address is already verified, not that it failed.
    await stranger.goto(confirmation.link);
    await stranger.getByRole('heading', { level: 1, name: 'Email Already Verified' }).waitFor();
    await stranger.getByText(messages.auth.alreadyVerified).waitFor();
    await stranger.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(strangerErrors).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('#23.2 a sign-up link opened in another browser verifies, signs nobody in and offers Sign In', async () => {
    const elsewhere = `e2e-elsewhere-${stamp}@example.com`;
    const { page: signingUp } = await open();
    await signingUp.goto(at(baseUrl, '/sign-up'));
    await signingUp.getByLabel(/^First Name/).fill('Ada');
    await signingUp.getByLabel(/^Last Name/).fill('Lovelace');
    await signingUp.getByLabel(/^Email/).fill(elsewhere);
    await signingUp.getByLabel(/^Password/).fill(password);
    await signingUp.getByRole('combobox', { name: /^Country/ }).click();
    await signingUp.getByRole('option', { name: 'Kenya' }).click();
    await signingUp.getByRole('button', { name: 'Create Account' }).click();
    await signingUp.waitForURL(at(baseUrl, `/verification-pending?email=${encodeURIComponent(elsewhere)}`));

    const { link } = await linkFromMail(dataDir, elsewhere, '/verify-email');
    const { page: phone, errors } = await open();
    await phone.goto(link);
    await phone.getByRole('heading', { level: 1, name: 'Email Verified!' }).waitFor();
    await phone.getByText(messages.auth.verifiedPleaseSignIn).waitFor();
    await screenshot(phone, 'accounts-verified-in-another-browser');
    expect(await phone.getByText('Redirecting to your dashboard...').count()).toBe(0);
    await phone.getByRole('link', { name: 'Sign In', exact: true }).click();
    await phone.waitForURL(at(baseUrl, '/login'));
    await fillSignIn(phone, elsewhere, password);
    await phone.waitForURL(at(baseUrl, '/members/dashboard'));
    // #24.10: the link opened again, signed in: already verified, and the way on is the dashboard.
    await phone.goto(link);
    await phone.getByRole('heading', { level: 1, name: 'Email Already Verified' }).waitFor();
    await screenshot(phone, 'accounts-already-verified-signed-in');
    await phone.getByRole('link', { name: 'Go to your dashboard' }).click();
    await phone.waitForURL(at(baseUrl, '/members/dashboard'));
    expect(errors).toEqual([]);
  }, 120_000);

  it('sends a Member who opens /internal/dashboard back to their own dashboard', async () => {
    const { page } = await open(desktop, 'light', true);
    await page.goto(at(baseUrl, '/internal/dashboard'));
    await page.getByText(messages.errors.accessDenied).waitFor();
    await page.waitForURL(at(baseUrl, '/members/dashboard'));
  });

  it("#24.9 says Access denied. Redirecting... in the layout of the Member's own area, then shows their dashboard", async () => {
    for (const viewport of [desktop, phone]) {
      const { page } = await open(viewport, 'light', true);
      await page.goto(at(baseUrl, '/internal/dashboard'));
      await page.getByRole('main').getByText(messages.errors.accessDenied).waitFor();
      // The sidebar's title on a desktop, the top bar's on a phone.
      expect(await page.getByText('Member Portal', { exact: true }).filter({ visible: true }).count()).toBe(1);
      await screenshot(page, `accounts-access-denied-${viewport === phone ? 'phone' : 'desktop'}`);
      await page.waitForURL(at(baseUrl, '/members/dashboard'));
      await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    }
  });

  it("#24.7 a failed session check is not a sign-out: Can't reach NextLevel with Retry, at the same address", async () => {
    const { page, errors } = await open(desktop, 'light', true);
    await page.route('**/api/user', (route) => route.abort('internetdisconnected'));
    await page.goto(at(baseUrl, '/members/settings?from=reload'));
    await page.getByRole('heading', { level: 1, name: messages.errors.unreachable }).waitFor();
    expect(page.url()).toBe(at(baseUrl, '/members/settings?from=reload'));
    await screenshot(page, 'accounts-session-check-failed');
    await page.unroute('**/api/user');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Account Information' }).waitFor();
    expect(page.url()).toBe(at(baseUrl, '/members/settings?from=reload'));
    expect(errors).toEqual([]);
  });

  it('#24.8 returns a signed-out visitor to the deep link they opened, once signed in', async () => {
    const { page } = await open();
    await page.goto(at(baseUrl, '/members/apps/snippets/favorites'));
    await page.waitForURL(at(baseUrl, '/login?next=%2Fmembers%2Fapps%2Fsnippets%2Ffavorites'));
    await page.reload();
    const member = await demoAccount(dataDir, 'Member');
    await fillSignIn(page, member.email, member.password);
    await page.waitForURL(at(baseUrl, '/members/apps/snippets/favorites'));
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    // Another site in next is refused: the dashboard instead.
    const { page: other } = await open(desktop, 'light', true);
    await other.goto(at(baseUrl, `/login?next=${encodeURIComponent('//example.com/members/dashboard')}`));
    await other.waitForURL(at(baseUrl, '/members/dashboard'));
  });

  it('#24.13 the phone menu is a modal: it takes the focus, Tab stays inside, Escape closes it and gives the focus back', async () => {
    const { page } = await open(phone, 'light', true);
    await page.goto(at(baseUrl, '/members/dashboard'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const focused = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label'));
    expect(await focused()).toBe('Back to Site');
    expect(await page.getByRole('main').evaluate((m) => (m as HTMLElement).inert)).toBe(true);
    const seen: unknown[] = [];
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen).toEqual(['Dashboard', 'Apps', 'Settings', 'Sign Out', 'Close menu', 'Back to Site', 'Dashboard']);
    await page.keyboard.press('Escape');
    expect(await focused()).toBe('Open menu');
    expect(await page.getByRole('main').evaluate((m) => (m as HTMLElement).inert)).toBe(false);
  });

  it('sends a signed-in visitor of /login to their dashboard, and of /sign-up to /', async () => {
    const { page } = await open(desktop, 'light', true);
    await page.goto(at(baseUrl, '/login'));
    await page.waitForURL(at(baseUrl, '/members/dashboard'));
    await page.goto(at(baseUrl, '/sign-up'));
    await page.waitForURL(at(baseUrl, '/'));
  });

  it('says Invalid verification link without a token, and Verification Failed for a bad one', async () => {
    const { page } = await open();
    await page.goto(at(baseUrl, '/verify-email'));
    await page.getByText(messages.auth.verificationMissingToken).waitFor();
    await page.goto(at(baseUrl, '/verify-email?token=not-a-real-token'));
    await page.getByRole('heading', { level: 1, name: 'Verification Failed' }).waitFor();
    await page.getByRole('link', { name: 'Request New Verification Link' }).click();
    await page.waitForURL(at(baseUrl, '/verification-pending'));
  });
});

describe('an Internal user made with the CLI', () => {
  // The shared e2e server keeps its PGlite directory open, and two processes must not open one
  // PGlite directory, so this journey runs its own server on a throw-away PostgreSQL database
  // that the CLI can write to while the server runs.
  const database = `nl_e2e_accounts_${stamp}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    await run('createdb', ['-h', '127.0.0.1', '-U', 'postgres', database]);
    server = await startServer({ databaseUrl });
  });
  afterAll(async () => {
    await server?.stop();
    await run('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--if-exists', database]).catch(() => undefined);
  });

  it('lands on /internal/dashboard after signing in', async () => {
    const staff = { email: `staff-${stamp}@example.com`, password: 'StaffPass3' };
    await run(
      'pnpm',
      [
        '--silent',
        'cli',
        'create-user',
        '--email',
        staff.email,
        '--password',
        staff.password,
        '--first-name',
        'Sam',
        '--last-name',
        'Staff',
        '--category',
        'Internal',
      ],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: server!.dataDir } },
    );
    const { page } = await open();
    await page.goto(at(server!.baseUrl, '/login'));
    await fillSignIn(page, staff.email, staff.password);
    await page.waitForURL(at(server!.baseUrl, '/internal/dashboard'));
  });
});

describe('account screens on desktop and phone', () => {
  const screens: { name: string; path: string; heading: string; member?: boolean }[] = [
    { name: 'login', path: '/login', heading: 'Welcome Back' },
    { name: 'sign-up', path: '/sign-up', heading: 'Create Account' },
    { name: 'verification-pending', path: '/verification-pending?email=ada%40example.com', heading: 'Check Your Email' },
    { name: 'verification-pending-no-email', path: '/verification-pending', heading: 'Check Your Email' },
    { name: 'verify-email-failed', path: '/verify-email?token=bad', heading: 'Verification Failed' },
    { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot Password' },
    { name: 'reset-password', path: '/reset-password?token=abc', heading: 'Reset Password' },
    { name: 'reset-password-no-token', path: '/reset-password', heading: 'Reset Password' },
    { name: 'members-settings', path: '/members/settings', heading: 'Account Information', member: true },
  ];

  const variants = [
    ['desktop', desktop, 'light'],
    ['phone', phone, 'light'],
    ['phone-dark', phone, 'dark'],
  ] as const;
  // Each variant only renders and scans, nothing in it is timed: the three run side by side, on both cores.
  for (const [label, viewport, colorScheme] of variants) {
    it.concurrent(
      `renders every account screen on ${label} without horizontal scrolling or axe violations`,
      async ({ expect, onTestFinished }) => {
        const closeAfter = (close: () => Promise<void>) => onTestFinished(close);
        const visitor = await open(viewport, colorScheme, false, closeAfter);
        const member = await open(viewport, colorScheme, true, closeAfter);
        for (const s of screens) {
          const { page } = s.member ? member : visitor;
          await page.goto(at(baseUrl, s.path));
          await page.getByRole('heading', { name: s.heading }).first().waitFor();
          if (s.name === 'sign-up') {
            // Validation messages on screen, to see how they sit.
            await page.getByRole('button', { name: 'Create Account' }).click();
            await page.getByText(messages.validation.firstNameRequired).first().waitFor();
          }
          if (s.member) await expect.poll(() => page.getByLabel(/^Email/).inputValue()).not.toBe('');
          await screenshot(page, `accounts-${s.name}-${label}`);
          expect(await horizontalOverflow(page), s.name).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), s.name).toEqual([]);
        }
        expect([...visitor.errors, ...member.errors]).toEqual([]);
      },
      180_000,
    );
  }
});

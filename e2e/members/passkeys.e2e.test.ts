import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyMessages } from '@nextlevel/bff/contract';
import { demoAccount, type Account } from '../support/accounts';
import { allStarted } from '../support/all-started';
import { desktop, launchBrowser } from '../support/browser';
import { collectPageErrors } from '../support/page-errors';
import { startFromTemplate } from '../support/own-server';
import type { RunningServer } from '../support/server';

// Issue #27's passkey journey in chromium against the production build, with the DevTools
// protocol's virtual authenticator (ctap2, internal, resident keys, user verification): add a
// passkey in settings, sign out, sign in with the button and through the e-mail field's autofill,
// remove it, confirmed with the passkey instead of the password. Its own server on `localhost`: a
// WebAuthn RP ID is a domain, never an IP address.

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;
let member: Account;
let errors: string[];

const at = (p: string) => new URL(p, server.baseUrl).href;

beforeAll(async () => {
  await allStarted([startFromTemplate({ host: 'localhost' }).then((s) => (server = s)), launchBrowser().then((b) => (browser = b))]);
  member = await demoAccount(server.dataDir, 'Member');
  context = await browser.newContext({ viewport: desktop });
  page = await context.newPage();
  errors = collectPageErrors(page);
  // A browser without the autofill offer, while a test says so: the virtual authenticator answers a
  // conditional request at once, which would sign in before the button is pressed.
  await page.addInitScript(() => {
    if (localStorage.getItem('e2e-no-autofill') === '1' && 'PublicKeyCredential' in window) {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    }
  });
  cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

const autofillOffered = (offered: boolean) =>
  page.evaluate((off) => (off ? localStorage.removeItem('e2e-no-autofill') : localStorage.setItem('e2e-no-autofill', '1')), offered);

const signOut = async () => {
  const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout' && res.ok());
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await loggedOut;
  await page.waitForURL((url) => url.pathname === '/');
};

describe('passkeys in chromium (issue #27)', () => {
  it('adds a passkey in settings after the current password', async () => {
    await page.goto(at('/login'));
    await autofillOffered(false);
    await page.getByLabel(/^Email/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(at('/members/dashboard'));

    await page.goto(at('/members/settings'));
    await page.getByText(/You have no passkeys yet/).waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByLabel(/^Passkey name/).fill('E2E authenticator');
    await page.getByLabel(/^Current password/).fill(member.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(passkeyMessages.added).waitFor();
    await page.getByText('E2E authenticator').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'E2E authenticator' }).textContent()).toContain('Never used');
    const stored = await credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.isResidentCredential).toBe(true);
  });

  it('signs in with the "Sign in with a passkey" button, as a password does', async () => {
    await signOut();
    await autofillOffered(false);
    await page.goto(at('/login'));
    expect(await page.getByLabel(/^Email/).getAttribute('autocomplete')).toBe('username webauthn');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(at('/members/dashboard'));
    expect((await credentials())[0]?.signCount).toBeGreaterThan(0);
    await page.goto(at('/members/settings'));
    expect(await page.getByRole('listitem').filter({ hasText: 'E2E authenticator' }).textContent()).toContain('Last used');
  });

  it("signs in through the e-mail field's autofill (conditional mediation) as the page opens", async () => {
    await signOut();
    await autofillOffered(true);
    const autofill = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/login/passkey');
    await page.goto(at('/login'));
    // The virtual authenticator answers a conditional request with its one passkey, as a user picking it from the list.
    expect((await autofill).status()).toBe(200);
    await page.waitForURL(at('/members/dashboard'));
  });

  it('removes the passkey confirmed with the passkey itself instead of the password; it no longer signs in', async () => {
    await page.goto(at('/members/settings'));
    await page.getByRole('button', { name: 'Remove E2E authenticator' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Current password/).waitFor();
    const removal = page.waitForRequest((req) => /^\/api\/passkeys\/[^/]+\/remove$/.test(new URL(req.url()).pathname));
    // Issue #27 item 6: the virtual authenticator answers the confirmation's request (user verified).
    await dialog.getByRole('button', { name: passkeyMessages.useInstead }).click();
    const sent = (await removal).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(sent)).toEqual(['assertion']);
    await page.getByText(passkeyMessages.removed).waitFor();
    await page.getByText(/You have no passkeys yet/).waitFor();

    await signOut();
    await autofillOffered(false);
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText(passkeyMessages.unknownPasskey).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
  });
});

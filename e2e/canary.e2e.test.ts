import path from 'node:path';
import {
  CSRF_HEADER,
  REMOTES_INLINE_ID,
  VISITOR_COOKIE,
  endpoints,
  ownBuildRemotes,
  type Release,
  type ReleaseHistory,
} from '@nextlevel/bff/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCanary } from '../bff/src/services/releases/visitor';
import { demoAccount, signIn } from './support/accounts';
import { allStarted } from './support/all-started';
import { launchBrowser } from './support/browser';
import { waitForLivePage } from './support/live-page';
import { startCdn, type Cdn } from './support/cdn';
import { repoRoot } from './support/paths';
import { startFromTemplate } from './support/own-server';
import type { RunningServer } from './support/server';

// Issue #26's proof: a second build of the public area, served from another origin as a team's CDN
// would, is released as a canary to half the visitors. One visitor inside it gets it on every page
// and reload, one outside never does; then its routes chunk starts throwing, the shell's beacon
// reports the failures, and the bff's guard rolls it back on its own: both get the live build,
// with no restart.

let server: RunningServer;
let cdn: Cdn;
let browser: Browser;
let staff: BrowserContext;
let canary: Release;
const visitors: Record<'inside' | 'outside', { context: BrowserContext; page: Page }> = {} as never;

const at = (p: string) => new URL(p, server.baseUrl).href;
const liveManifest = ownBuildRemotes.public;

/** What a page was given for the public area: the map written into it, and whether its scripts came from the CDN. */
const visit = async (page: Page, p: string) => {
  const fromCdn: string[] = [];
  const seen = (req: { url(): string }) => void (req.url().startsWith(cdn.url) && fromCdn.push(req.url()));
  page.on('request', seen);
  await page.goto(at(p), { waitUntil: 'networkidle' });
  page.off('request', seen);
  const map = JSON.parse((await page.locator(`#${REMOTES_INLINE_ID}`).textContent())!) as Record<string, string>;
  return { manifest: map.public, fromCdn: fromCdn.length > 0 };
};

const staffApi = async (method: 'GET' | 'POST', p: string, data?: unknown) => {
  const res = await staff.request.fetch(at(p), { method, data, headers: { [CSRF_HEADER]: '1', Origin: server.baseUrl } });
  return { status: res.status(), body: (await res.json()) as unknown };
};
const history = async () => (await staffApi('GET', `/api/releases/public`)).body as ReleaseHistory;

/** Visitor ids in and out of the canary (the bff's own bucketing, decision 028). */
const visitorIds = (release: Release) => {
  const share = release.canary!.share;
  const ids = Array.from({ length: 200 }, (_, i) => `r${String(i).padStart(22, '0')}`);
  return {
    inside: ids.find((id) => inCanary(id, { id: release.id, share }))!,
    outside: ids.find((id) => !inCanary(id, { id: release.id, share }))!,
  };
};

beforeAll(async () => {
  cdn = await startCdn(path.join(repoRoot, 'mf-public', 'dist'), 'mf-public/canary-1', 'canary-e2e');
  await allStarted([
    startFromTemplate({ env: { CANARY_CHECK_MS: '500', CANARY_MIN_LOADS: '3', CANARY_MAX_ERROR_RATE_MARGIN: '0.05' } }).then(
      (s) => (server = s),
    ),
    launchBrowser().then((b) => (browser = b)),
  ]);
  staff = await browser.newContext();
  await signIn(staff, server.baseUrl, await demoAccount(server.dataDir, 'Internal'));
  const released = await staffApi('POST', endpoints.createRelease.path, { area: 'public', manifest: cdn.manifest, canary: 50 });
  expect(released.status, JSON.stringify(released.body)).toBe(201);
  canary = released.body as Release;
  const ids = visitorIds(canary);
  for (const who of ['inside', 'outside'] as const) {
    const context = await browser.newContext();
    const { hostname } = new URL(server.baseUrl);
    await context.addCookies([{ name: VISITOR_COOKIE, value: ids[who], domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    visitors[who] = { context, page: await context.newPage() };
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await cdn?.close();
});

describe('#26 a canary in the browser', () => {
  it('serves the canary from its CDN to the visitor inside it on every page and reload, and never to the one outside', async () => {
    expect(canary).toMatchObject({ state: 'canary', build_version: 'canary-e2e', canary: { share: 50 } });
    for (const p of ['/', '/login', '/']) {
      const inside = await visit(visitors.inside.page, p);
      expect(inside).toEqual({ manifest: cdn.manifest, fromCdn: true });
      const outside = await visit(visitors.outside.page, p);
      expect(outside).toEqual({ manifest: liveManifest, fromCdn: false });
    }
    await visitors.inside.page.reload({ waitUntil: 'networkidle' });
    expect((await visit(visitors.inside.page, '/')).manifest).toBe(cdn.manifest);
    // The canary's landing page went live (hydrated), and nothing reported an error yet.
    await waitForLivePage(visitors.inside.page);
  });

  it('rolls back on its own once the canary’s routes chunk throws, and both visitors get the live build without a restart', async () => {
    cdn.breakRoutes();
    const { page } = visitors.inside;
    const deadline = Date.now() + 45_000;
    // The visitor inside keeps loading pages; each failed load is beaconed, and the guard retires the canary.
    while ((await history()).canary && Date.now() < deadline) {
      await page.goto(at('/login'), { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
    }
    const h = await history();
    expect(h.canary).toBeNull();
    const retired = h.releases.find((r) => r.id === canary.id)!;
    expect(retired).toMatchObject({ state: 'retired', retired: { kind: 'rolled-back', by: { kind: 'bff', name: 'canary guard' } } });
    expect(retired.retired!.reason).toMatch(/canary error rate .* is above the live build's/);
    // Every instance polls the change within a second: the next pages of both visitors are the live build.
    await expect.poll(async () => (await visit(visitors.inside.page, '/')).manifest, { timeout: 5000, interval: 250 }).toBe(liveManifest);
    for (const who of ['inside', 'outside'] as const) {
      expect(await visit(visitors[who].page, '/')).toEqual({ manifest: liveManifest, fromCdn: false });
      expect(await visit(visitors[who].page, '/login')).toEqual({ manifest: liveManifest, fromCdn: false });
    }
    // The live build's landing page goes live for the visitor who was inside.
    await visit(visitors.inside.page, '/');
    await waitForLivePage(visitors.inside.page);
  });
});

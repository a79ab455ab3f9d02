import { startReleasesApp, type ReleasesTestApp } from '../../../test/support/releases-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodBuild, type BuildServer } from '../../../test/support/builds';
import { captureLogger, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import { pathFor } from '../../contract/endpoint';
import { endpoints } from '../../contract/endpoints';
import { REMOTES_INLINE_ID, VISITOR_COOKIE } from '../../contract';
import {
  RELEASE_SIGNALS_MAX,
  releaseSignalMessages,
  type BuildHealth,
  type Release,
  type ReleaseHistory,
  type ReleasesOverview,
} from '../../contract/releases';
import { createCanaryGuard, type CanaryRule } from '../../services/releases/canary-guard';
import { releaseServiceFor } from '../../services/releases/for-app';
import { buildHealth, createReleaseSignals } from '../../services/releases/signals';
import { inCanary, newVisitorId } from '../../services/releases/visitor';

// Issue #26 items 5-7: each visitor's map, the shell's signals, and the guard that retires a failing canary.
let app: ReleasesTestApp;
let t: TestApp;
let cdn: BuildServer;
let staff: TestClient;
let pipeline: ReleasesTestApp['pipeline'];

beforeAll(async () => {
  // The app's own guard is kept out of the way: these tests run guards of their own, when they choose.
  app = await startReleasesApp({ TRUSTED_PROXIES: '1', RELEASE_SIGNALS_RATE: '5/1m', CANARY_CHECK_MS: '1000000' });
  ({ t, cdn, staff, pipeline } = app);
});
afterAll(async () => app?.close());

let n = 0;
const publish = () => {
  n += 1;
  return cdn.publish(`mf-members/${n}`, goodBuild({ buildVersion: `build-${n}` }));
};
const release = async (canary?: number) => {
  const res = await pipeline('POST', endpoints.createRelease.path, { area: 'members', manifest: publish(), ...(canary && { canary }) });
  expect(res.status).toBe(201);
  return res.body as unknown as Release;
};
const history = async () =>
  (await pipeline('GET', pathFor(endpoints.releaseHistory, { area: 'members' }))).body as unknown as ReleaseHistory;

/** A browser with the visitor cookie `id` (or none): what its page and /remotes.json say members is. */
const browser = (id?: string) => {
  const c = t.client();
  if (id) c.cookies.set(VISITOR_COOKIE, id);
  return c;
};
/** Asked twice, a page and /remotes.json agree; `settling` (while a change reaches this instance) answers both instead. */
const servedTo = async (c: TestClient, settling = false) => {
  const page = await c.get('/members/dashboard', { headers: { Accept: 'text/html' } });
  const inline = JSON.parse(new RegExp(`id="${REMOTES_INLINE_ID}">(.*?)</script>`).exec(page.text)![1]!) as { members: string };
  const json = await c.get('/remotes.json');
  const fromJson = json.json<{ members: string }>().members;
  if (!settling) expect(fromJson).toBe(inline.members);
  return { members: inline.members, fromJson, page, json };
};
/** Visitor ids in and out of a canary. */
const visitors = (canary: Release) => {
  const ids = Array.from({ length: 400 }, newVisitorId);
  const share = canary.canary!.share;
  return {
    inside: ids.find((id) => inCanary(id, { id: canary.id, share }))!,
    outside: ids.find((id) => !inCanary(id, { id: canary.id, share }))!,
  };
};
const sendSignals = (c: TestClient, signals: unknown, ip = '203.0.113.1') =>
  c.post(endpoints.recordReleaseSignals.path, { signals }, { headers: { 'X-Forwarded-For': ip } });
const eventually = async (check: () => Promise<boolean>, ms = 4000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('#26.5 each visitor’s map', () => {
  it('gives a new visitor a first-party cookie, and the page and /remotes.json are private to it', async () => {
    await release();
    const c = browser();
    const { page, json } = await servedTo(c);
    const cookie = page.headers.getSetCookie().find((h) => h.startsWith(`${VISITOR_COOKIE}=`))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/expires=/i);
    expect(cookie).not.toMatch(/secure/i); // not production, not https
    expect(c.cookies.get(VISITOR_COOKIE)).toMatch(/^r[A-Za-z0-9_-]{22}$/);
    for (const res of [page, json]) {
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
    }
    // The cookie is kept: the next page sets none.
    expect((await c.get('/members/dashboard', { headers: { Accept: 'text/html' } })).headers.getSetCookie()).toEqual([]);
  });

  it('serves the canary to a visitor inside its share on every page and reload, and never to one outside', async () => {
    const live = (await history()).live!;
    const canary = await release(50);
    const { inside, outside } = visitors(canary);
    for (let i = 0; i < 5; i += 1) {
      expect((await servedTo(browser(inside))).members).toBe(canary.manifest);
      expect((await servedTo(browser(outside))).members).toBe(live.manifest);
    }
    // A page of another area carries the same choice.
    const home = await browser(inside).get('/', { headers: { Accept: 'text/html' } });
    expect(home.text).toContain(canary.manifest);
  });

  it('buckets a signed-in visitor by user: every browser of theirs gets the same build', async () => {
    const canary = (await history()).canary!;
    const user = await createUser(t.db);
    const builds = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const c = browser(newVisitorId());
      expect((await c.post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
      expect(c.cookies.get(VISITOR_COOKIE)).toMatch(/^u[A-Za-z0-9_-]{22}$/);
      builds.add((await servedTo(c)).members);
    }
    expect(builds.size).toBe(1);
    expect([canary.manifest, (await history()).live!.manifest]).toContain([...builds][0]);
  });

  it('reads no database to choose: a page with a canary makes no more queries than one without', async () => {
    const queries: string[] = [];
    const count = (q: { sql: string }) => queries.push(q.sql);
    t.db.on('query', count);
    try {
      await servedTo(browser(newVisitorId()));
    } finally {
      t.db.off('query', count);
    }
    expect(queries.filter((q) => !/release_revision/.test(q))).toEqual([]);
  });
});

describe('#26.6 the signals', () => {
  it('refuses a bad beacon with 400 and the contract’s message', async () => {
    const c = browser(newVisitorId());
    const bad: [unknown, string][] = [
      [[], releaseSignalMessages.signals],
      [
        Array.from({ length: RELEASE_SIGNALS_MAX + 1 }, () => ({ area: 'members', build: 'x', kind: 'load' })),
        releaseSignalMessages.signals,
      ],
      [[{ area: 'members', build: 'x', kind: 'crash' }], releaseSignalMessages.kind],
      [[{ area: 'members', build: 'x'.repeat(101), kind: 'load' }], releaseSignalMessages.build],
      [[{ area: 'nowhere', build: 'x', kind: 'load' }], 'Unknown area'],
      ['many', releaseSignalMessages.signals],
    ];
    for (const [i, [signals, message]] of bad.entries()) {
      const res = await sendSignals(c, signals, `203.0.113.${10 + i}`);
      expect(res.status).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(message);
    }
    // Not from the shell's client (no CSRF header): refused as any other POST.
    expect((await c.post(endpoints.recordReleaseSignals.path, { signals: [] }, { bare: true })).status).toBe(403);
  });

  it('counts a signal without a build against the build served to that visitor, and answers 204', async () => {
    const { live, canary } = await history();
    const { inside, outside } = visitors(canary!);
    const ip = '203.0.113.2';
    expect((await sendSignals(browser(inside), [{ area: 'members', build: null, kind: 'error' }], ip)).status).toBe(204);
    expect(
      (
        await sendSignals(
          browser(outside),
          [
            { area: 'members', build: null, kind: 'load' },
            { area: 'members', build: live!.build_version, kind: 'load' },
          ],
          ip,
        )
      ).status,
    ).toBe(204);
    const since = new Date(canary!.released_at);
    await eventually(async () => (await buildHealth(t.db, { since, area: 'members' })).length >= 2);
    const health = await buildHealth(t.db, { since, area: 'members' });
    expect(health).toContainEqual({ area: 'members', build: canary!.build_version, loads: 0, errors: 1 });
    expect(health).toContainEqual({ area: 'members', build: live!.build_version, loads: 2, errors: 0 });
  });

  it('answers 429 past the rate of one client address, and others go on', async () => {
    const c = browser(newVisitorId());
    const one = [{ area: 'public', build: 'p', kind: 'load' }];
    for (let i = 0; i < 5; i += 1) expect((await sendSignals(c, one, '203.0.113.3')).status).toBe(204);
    const refused = await sendSignals(c, one, '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ error: releaseSignalMessages.tooManySignals });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sendSignals(c, one, '203.0.113.4')).status).toBe(204);
  });

  it('shows staff each build’s loads and errors: the overview since the canary started, build health by range', async () => {
    const { live, canary } = await history();
    await eventually(async () => {
      const health = (await staff.get(`${endpoints.getBuildHealth.path}?days=7`)).json<BuildHealth[]>();
      return health.some((h) => h.area === 'public' && h.build === 'p' && h.loads === 6);
    });
    const overview = await staff.get(endpoints.releasesOverview.path);
    expect(overview.status).toBe(200);
    const members = overview.json<ReleasesOverview>().areas.find((a) => a.area === 'members')!;
    expect(members.live?.id).toBe(live!.id);
    expect(members.canary?.id).toBe(canary!.id);
    expect(members.builds.slice(0, 2)).toEqual([
      { area: 'members', build: canary!.build_version, loads: 0, errors: 1 },
      { area: 'members', build: live!.build_version, loads: 2, errors: 0 },
    ]);
    const previous = (await staff.get(`${endpoints.getBuildHealth.path}?days=7&period=previous`)).json<BuildHealth[]>();
    expect(previous).toEqual([]);
    expect((await browser(newVisitorId()).get(endpoints.releasesOverview.path)).status).toBe(401);
    expect((await staff.get(`${endpoints.getBuildHealth.path}?days=8`)).status).toBe(400);
  });
});

describe('#26.7 the canary guard', () => {
  const rule: CanaryRule = { minLoads: 20, margin: 0.05 };
  const guard = () => {
    const { logger, logs } = captureLogger();
    const releases = releaseServiceFor({ db: t.db, clock: t.clock, config: t.config, static: { shell: app.shell, remotes: {} } });
    return { guard: createCanaryGuard({ db: t.db, logger, releases, rule, intervalMs: 1000 }), logs };
  };
  const counts = async (build: string | null, loads: number, errors: number) => {
    const signals = createReleaseSignals({ db: t.db, logger: captureLogger().logger, flushMs: 1000 });
    signals.add(
      Array.from({ length: loads }, () => ({ area: 'members' as const, build, kind: 'load' as const })),
      t.clock.now(),
    );
    signals.add(
      Array.from({ length: errors }, () => ({ area: 'members' as const, build, kind: 'error' as const })),
      t.clock.now(),
    );
    await signals.flush();
  };

  it('keeps a canary below the minimum of loads, and one within the margin of the live build', async () => {
    const live = (await history()).live!;
    // Counted by the minute: the signals of the tests above fall in minutes before this canary's.
    t.clock.advance(120_000);
    const canary = await release(10);
    await counts(canary.build_version, 19, 19);
    expect(await guard().guard.check()).toEqual([]);
    await counts(canary.build_version, 81, 0); // 100 loads, 19% errors
    await counts(live.build_version, 100, 15); // 15%: within 5 points
    expect(await guard().guard.check()).toEqual([]);
    expect((await history()).canary?.id).toBe(canary.id);
  });

  it('retires a canary worse than the live build by more than the margin, once though two guards judge it, and logs who, what and why', async () => {
    const canary = (await history()).canary!;
    await counts(canary.build_version, 0, 10); // 29 errors in 100 loads: 29% against 15%
    const [a, b] = [guard(), guard()];
    const done = (await Promise.all([a.guard.check(), b.guard.check()])).flat();
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ area: 'members', release: canary.id, build: canary.build_version });
    const h = await history();
    expect(h.canary).toBeNull();
    const retired = h.releases.find((r) => r.id === canary.id)!;
    expect(retired).toMatchObject({ state: 'retired', retired: { kind: 'rolled-back', by: { kind: 'bff', name: 'canary guard' } } });
    expect(retired.retired!.reason).toContain('29.0%');
    expect(retired.retired!.reason).toContain('15.0%');
    const log = [...a.logs, ...b.logs].find((l) => l.msg === 'canary rolled back by the bff');
    expect(log).toMatchObject({ area: 'members', release: canary.id, who: { kind: 'bff' } });
    // Every instance serves the live build to every visitor within a poll (RELEASES_POLL_MS).
    const { inside } = visitors(canary);
    await eventually(async () => {
      const served = await servedTo(browser(inside), true);
      return served.members === h.live!.manifest && served.fromJson === h.live!.manifest;
    }, 3000);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import type { AreaBuildViews, EventCount, PageViewsPoint, VisitStats, TopPage } from '../../contract/analytics-stats';
import { messages } from '../../contract/messages';
import { createAnalyticsRollup, type AnalyticsRollup } from '../../services/analytics/rollup';
import { signedInAs } from '../internal/internal-test-support';
import { analyticsFixture } from './stats-fixture';
import { endpoints } from '../../contract/endpoints';

const NOW = new Date('2026-03-10T12:00:00Z');
const statsPaths = [
  endpoints.getDailyPageViews.path,
  endpoints.getTopPages.path,
  endpoints.getEventCounts.path,
  endpoints.getVisitStats.path,
  endpoints.getBuildViews.path,
];

let t: TestApp;
let staff: TestClient;
let rollup: AnalyticsRollup;
let fixture: ReturnType<typeof analyticsFixture>;
let ada: string;
let bob: string;
let cy: string;

const get = async <T>(path: string, query = '') => {
  const res = await staff.get(`${path}${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json<T>();
};
const figures = async (query: string) => ({
  pageViews: await get<PageViewsPoint[]>(endpoints.getDailyPageViews.path, query),
  topPages: await get<TopPage[]>(endpoints.getTopPages.path, query),
  events: await get<EventCount[]>(endpoints.getEventCounts.path, query),
  visits: await get<VisitStats>(endpoints.getVisitStats.path, query),
  builds: await get<AreaBuildViews[]>(endpoints.getBuildViews.path, query),
});

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(NOW);
  staff = await signedInAs(t, 'Internal');
  rollup = createAnalyticsRollup({ db: t.db, clock: t.clock });
  fixture = analyticsFixture(t.db);
  const member = async () => (await createUser(t.db, { category: 'Member' })).id;
  ada = await member();
  bob = await member();
  cy = await member();
});
afterAll(async () => t?.close());
/** Rollups started again from the first recorded day, with nothing rolled up yet: what follows reads raw rows only. */
const rawOnly = () => rollup.rebuild();
beforeEach(async () => {
  t.clock.set(NOW);
  await fixture.clear();
  await rawOnly();
});

describe('who may read the statistics', () => {
  it('is Internal only: 401 signed out, 403 for a Member', async () => {
    const member = await signedInAs(t, 'Member');
    for (const path of [...statsPaths.map((p) => `${p}?days=7`), endpoints.getActiveMembers.path]) {
      const signedOut = await t.client().get(path);
      expect(signedOut.status, path).toBe(401);
      expect(signedOut.json()).toEqual({ error: messages.auth.notAuthenticated });
      const forbidden = await member.get(path);
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.json()).toEqual({ error: messages.auth.forbidden });
    }
  });

  it('refuses days other than 7, 30 or 90, and a period other than current or previous, with a catalogue 400', async () => {
    for (const path of statsPaths) {
      for (const query of ['', '?days=14', '?days=abc', '?days=', '?days=7&days=30']) {
        const res = await staff.get(`${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(400);
        expect(res.json()).toEqual({ error: messages.analytics.daysInvalid });
      }
      const res = await staff.get(`${path}?days=7&period=last`);
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ error: messages.analytics.periodInvalid });
    }
  });
});

describe('GET /api/analytics/pageviews', () => {
  it('answers every UTC day of the range ending today, zeros included', async () => {
    const s = await fixture.visit(ada, '2026-03-04T00:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-03T23:59:59Z'); // the day before the range
    await fixture.view(s, ada, '/members/apps', '2026-03-04T00:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-06T23:59:59Z');
    await fixture.view(s, ada, '/members/snippets', '2026-03-06T10:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-10T11:59:00Z');
    const expected = [
      { date: '2026-03-04', views: 1 },
      { date: '2026-03-05', views: 0 },
      { date: '2026-03-06', views: 2 },
      { date: '2026-03-07', views: 0 },
      { date: '2026-03-08', views: 0 },
      { date: '2026-03-09', views: 0 },
      { date: '2026-03-10', views: 1 },
    ];
    await rawOnly();
    expect(await get(endpoints.getDailyPageViews.path, '?days=7')).toEqual(expected);
    await rollup.catchUp();
    expect(await get(endpoints.getDailyPageViews.path, '?days=7')).toEqual(expected);
    const ninety = await get<PageViewsPoint[]>(endpoints.getDailyPageViews.path, '?days=90');
    expect(ninety).toHaveLength(90);
    expect(ninety[0]).toEqual({ date: '2025-12-11', views: 0 });
    expect(ninety.reduce((sum, p) => sum + p.views, 0)).toBe(5);
  });

  it('with period=previous answers the days of equal length just before', async () => {
    const s = await fixture.visit(ada, '2026-03-03T08:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-03T08:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-02-25T08:00:00Z');
    await rawOnly();
    await rollup.catchUp();
    const previous = await get<PageViewsPoint[]>(endpoints.getDailyPageViews.path, '?days=7&period=previous');
    expect(previous.map((p) => p.date)).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(previous.map((p) => p.views)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });
});

describe('GET /api/analytics/top-pages', () => {
  it('counts unique users over the whole range, not per day, most viewed page first', async () => {
    const s = await fixture.visit(ada, '2026-03-01T08:00:00Z');
    const b = await fixture.visit(bob, '2026-03-01T08:00:00Z');
    for (const day of ['2026-03-01', '2026-03-05', '2026-03-09']) await fixture.view(s, ada, '/members/apps', `${day}T09:00:00Z`);
    await fixture.view(b, bob, '/members/apps', '2026-03-05T09:00:00Z');
    await fixture.view(b, bob, '/members/snippets', '2026-03-05T09:00:00Z');
    const expected = [
      { page_path: '/members/apps', unique_users: 2, views: 4 },
      { page_path: '/members/snippets', unique_users: 1, views: 1 },
    ];
    await rawOnly();
    expect(await get(endpoints.getTopPages.path, '?days=30')).toEqual(expected);
    await rollup.catchUp();
    expect(await get(endpoints.getTopPages.path, '?days=30')).toEqual(expected);
    // The last 7 days start on the 4th: Ada's visit of the 1st is in the previous 7.
    expect(await get(endpoints.getTopPages.path, '?days=7')).toEqual([
      { page_path: '/members/apps', unique_users: 2, views: 3 },
      { page_path: '/members/snippets', unique_users: 1, views: 1 },
    ]);
    expect(await get(endpoints.getTopPages.path, '?days=7&period=previous')).toEqual([
      { page_path: '/members/apps', unique_users: 1, views: 1 },
    ]);
  });
});

describe('GET /api/analytics/sessions', () => {
  it('lasts a visit without an end call from its start to its last activity; the average is floored', async () => {
    await fixture.visit(ada, '2026-03-08T10:00:00Z', { lastSeenAt: '2026-03-08T10:01:30Z' }); // no end call: 90 s
    await fixture.visit(bob, '2026-03-09T10:00:00Z', { lastSeenAt: '2026-03-09T10:00:31Z', totalDuration: 31 });
    await fixture.visit(cy, '2026-02-01T10:00:00Z', { totalDuration: 500 }); // before the range
    await rawOnly();
    expect(await get(endpoints.getVisitStats.path, '?days=7')).toEqual({ totalSessions: 2, avgDuration: 60 });
    await rollup.catchUp();
    expect(await get(endpoints.getVisitStats.path, '?days=7')).toEqual({ totalSessions: 2, avgDuration: 60 });
    expect(await get(endpoints.getVisitStats.path, '?days=30&period=previous')).toEqual({ totalSessions: 1, avgDuration: 500 });
  });

  it('answers zero visits lasting zero seconds for an empty range', async () => {
    expect(await get(endpoints.getVisitStats.path, '?days=90')).toEqual({ totalSessions: 0, avgDuration: 0 });
  });
});

describe('GET /api/analytics/events', () => {
  it('counts each event type in the range, most frequent first', async () => {
    const s = await fixture.visit(ada, '2026-03-09T08:00:00Z');
    await fixture.event(s, ada, 'favourite', '2026-03-09T08:00:00Z');
    await fixture.event(s, ada, 'snippet_view', '2026-03-09T08:01:00Z');
    await fixture.event(s, ada, 'snippet_view', '2026-03-10T11:59:30Z');
    await fixture.event(s, ada, 'snippet_view', '2026-01-01T08:00:00Z');
    const expected = [
      { event_type: 'snippet_view', count: 2 },
      { event_type: 'favourite', count: 1 },
    ];
    await rawOnly();
    expect(await get(endpoints.getEventCounts.path, '?days=7')).toEqual(expected);
    await rollup.catchUp();
    expect(await get(endpoints.getEventCounts.path, '?days=7')).toEqual(expected);
    expect(await get(endpoints.getEventCounts.path, '?days=90')).toEqual([
      { event_type: 'snippet_view', count: 3 },
      { event_type: 'favourite', count: 1 },
    ]);
  });
});

describe('GET /api/analytics/builds', () => {
  it('groups page views by area and build, an older view without an area by its path', async () => {
    const s = await fixture.visit(ada, '2026-03-09T08:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-09T08:00:00Z', { area: 'members', build: '1.4.0' });
    await fixture.view(s, ada, '/members/apps', '2026-03-09T09:00:00Z', { area: 'members', build: '1.4.0' });
    await fixture.view(s, bob, '/members/snippets', '2026-03-10T09:00:00Z', { area: 'members', build: '1.4.0' });
    await fixture.view(s, ada, '/members/apps', '2026-03-08T08:00:00Z');
    const expected = [
      {
        area: 'members',
        build: '1.4.0',
        views: 3,
        unique_users: 2,
        first_view: '2026-03-09T08:00:00.000Z',
        last_view: '2026-03-10T09:00:00.000Z',
      },
      {
        area: 'members',
        build: null,
        views: 1,
        unique_users: 1,
        first_view: '2026-03-08T08:00:00.000Z',
        last_view: '2026-03-08T08:00:00.000Z',
      },
    ];
    await rawOnly();
    expect(await get(endpoints.getBuildViews.path, '?days=7')).toEqual(expected);
    await rollup.catchUp();
    expect(await get(endpoints.getBuildViews.path, '?days=7')).toEqual(expected);
  });
});

describe('GET /api/analytics/active', () => {
  it(`counts distinct Members with a page view or an event in the last 5 minutes`, async () => {
    const s = await fixture.visit(ada, '2026-03-10T11:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-10T11:56:00Z');
    await fixture.event(s, ada, 'favourite', '2026-03-10T11:58:00Z');
    await fixture.event(s, bob, 'favourite', '2026-03-10T11:59:00Z');
    await fixture.view(s, cy, '/members/apps', '2026-03-10T11:54:59Z');
    await rawOnly();
    expect(await get(endpoints.getActiveMembers.path)).toEqual({ activeMembers: 2 });
    t.clock.advance(3.5 * 60_000);
    expect(await get(endpoints.getActiveMembers.path)).toEqual({ activeMembers: 1 });
  });
});

describe('a GET never writes (issue #25)', () => {
  it('counts a previous period the worker has not cached yet, and leaves the caching to the worker', async () => {
    const s = await fixture.visit(ada, '2026-03-01T08:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-01T08:00:00Z');
    await fixture.view(s, bob, '/members/apps', '2026-03-02T08:00:00Z');
    await fixture.view(s, ada, '/members/apps', '2026-03-02T09:00:00Z');
    await rawOnly();
    const cachedRanges = async () => Number(((await t.db('analytics_range_uniques').count({ n: '*' })) as { n: string }[])[0]!.n);
    const previousWeek = '?days=7&period=previous';
    const expected = [{ page_path: '/members/apps', unique_users: 2, views: 3 }];
    // The previous 7 days (February 25 to March 3) all rolled up by the worker's steps, none cached.
    while (!(await rollup.step()).caughtUp);
    expect(await get(endpoints.getTopPages.path, previousWeek)).toEqual(expected);
    expect(await get<AreaBuildViews[]>(endpoints.getBuildViews.path, previousWeek)).toMatchObject([
      { area: 'members', views: 3, unique_users: 2 },
    ]);
    expect(await cachedRanges()).toBe(0);
    // The worker caches them on its next tick; the answer stays the same.
    await rollup.catchUp();
    expect(await cachedRanges()).toBeGreaterThan(0);
    expect(await get(endpoints.getTopPages.path, previousWeek)).toEqual(expected);
  });
});

/** A deterministic spread of rows over 200 days: 6 paths, 4 users, visits with and without an end. */
const seedSpread = async () => {
  const users = [ada, bob, cy, (await createUser(t.db, { category: 'Member' })).id];
  const paths = ['/members/apps', '/members/snippets', '/members/dashboard', '/', '/internal/dashboard', '/members/settings'];
  let n = 0;
  for (let day = 0; day < 200; day += 3) {
    for (let k = 0; k < 3; k += 1) {
      n += 1;
      const user = users[(day * 7 + k) % users.length]!;
      const start = new Date(NOW.getTime() - day * 86_400_000 - ((n * 3_917_000) % 86_400_000));
      const at = (s: number) => new Date(start.getTime() + s * 1000).toISOString();
      const visit = await fixture.visit(user, start.toISOString(), {
        lastSeenAt: at(40 + (n % 7) * 13),
        ...(n % 3 === 0 ? {} : { totalDuration: 30 + (n % 11) }),
      });
      for (let v = 0; v < 1 + (n % 4); v += 1)
        await fixture.view(visit, user, paths[(n * v + day) % paths.length]!, at(v * 10), {
          area: n % 5 === 0 ? null : 'members',
          build: n % 2 === 0 ? '1.0.0' : '1.1.0',
        });
      await fixture.event(visit, user, n % 4 === 0 ? 'favourite' : 'snippet_view', at(5));
    }
  }
};

describe('rollups and raw rows together', () => {
  it('answer what the raw rows alone answer, wherever the watermark is', async () => {
    await seedSpread();
    await rawOnly();
    const queries = [7, 30, 90].flatMap((days) => [`?days=${days}`, `?days=${days}&period=previous`]);
    // Right after rebuild the watermark is at the first recorded day: every figure comes from raw rows.
    const raw = Object.fromEntries(await Promise.all(queries.map(async (q) => [q, await figures(q)] as const)));
    expect(raw['?days=90']!.pageViews.reduce((sum, p) => sum + p.views, 0)).toBeGreaterThan(0);
    expect(raw['?days=90&period=previous']!.topPages.length).toBeGreaterThan(0);

    // The watermark in the middle of a day 100 days ago (inside the previous 90 days), then in the
    // middle of a day 3 days ago, then within the lag of now.
    for (const at of ['2025-11-30T13:17:00Z', '2026-03-07T06:45:00Z', NOW.toISOString()]) {
      t.clock.set(new Date(Date.parse(at) + 2 * 60_000));
      await rollup.catchUp();
      t.clock.set(NOW);
      for (const q of queries) expect(await figures(q), `${q} with the watermark at ${at}`).toEqual(raw[q]);
    }
  });
});

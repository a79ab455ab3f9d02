import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger } from '../../../test/support/app';
import { fakeClock } from '../../../test/support/clock';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { createUser } from '../../../test/support/users';
import { analyticsFixture } from '../../routes/analytics/stats-fixture';
import { createAnalyticsRollup, ROLLUP_LAG_MS } from './rollup';
import { createAnalyticsRollupWorker } from './rollup-worker';

const NOW = new Date('2026-03-10T12:00:00Z');
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const state = async () =>
  (await t.db('analytics_rollup_state').first('watermark', t.db.raw('sessions_day::text as sessions_day'))) as {
    watermark: Date;
    sessions_day: string;
  };
const dailyViews = () =>
  t.db('analytics_daily_views').where({ dimension: 'page' }).orderBy('day').select(t.db.raw('day::text as day'), 'key', 'views');

describe('the analytics rollup worker', () => {
  it('rolls up from the first recorded day to the lag before now (a view within it left raw) on its timer, and stops', async () => {
    const clock = fakeClock(NOW);
    const fixture = analyticsFixture(t.db);
    const user = (await createUser(t.db, { category: 'Member' })).id;
    const visit = await fixture.visit(user, '2026-03-01T10:00:00Z', { lastSeenAt: '2026-03-01T10:00:20Z' });
    await fixture.view(visit, user, '/members/apps', '2026-03-01T10:00:00Z');
    await fixture.view(visit, user, '/members/apps', '2026-03-05T10:00:00Z');
    await fixture.view(visit, user, '/members/apps', '2026-03-10T11:59:55Z'); // within the lag: left raw
    const rollup = createAnalyticsRollup({ db: t.db, clock });
    await rollup.rebuild();
    expect((await state()).watermark).toEqual(new Date('2026-03-01T00:00:00Z'));

    const { logger } = captureLogger();
    const worker = createAnalyticsRollupWorker({ db: t.db, clock, logger, intervalMs: 20, maxStepsPerTick: 3 });
    worker.start();
    await expect.poll(async () => (await state()).watermark.getTime(), { timeout: 10_000 }).toBe(NOW.getTime() - ROLLUP_LAG_MS);
    await worker.stop();

    expect(await dailyViews()).toEqual([
      { day: '2026-03-01', key: '/members/apps', views: 1 },
      { day: '2026-03-05', key: '/members/apps', views: 1 },
    ]);
    // Visits are rolled up once their day is a full day behind the watermark.
    expect((await state()).sessions_day).toBe('2026-03-09');
    expect(await t.db('analytics_daily_sessions').select(t.db.raw('day::text as day'), 'sessions', 'duration_sum')).toEqual([
      { day: '2026-03-01', sessions: 1, duration_sum: '20' },
    ]);

    // Stopped: a later tick would have moved the watermark with the clock.
    clock.advance(60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await state()).watermark.getTime()).toBe(NOW.getTime() - ROLLUP_LAG_MS);
  });

  it('lets two catch-ups running at once roll each row up once', async () => {
    const clock = fakeClock(NOW);
    const rollup = createAnalyticsRollup({ db: t.db, clock });
    await rollup.rebuild();
    await Promise.all([rollup.catchUp(), rollup.catchUp()]);
    expect(await dailyViews()).toEqual([
      { day: '2026-03-01', key: '/members/apps', views: 1 },
      { day: '2026-03-05', key: '/members/apps', views: 1 },
    ]);
  });
});

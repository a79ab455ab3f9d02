// Seeds issue #13's analytics scale set-based (generate_series, one day of rows per statement, far
// under the 10 s statement timeout): by default 10,000,000 page views, 1,000,000 visits and
// 2,000,000 events over the last 90 days, from 5,000 Members over 300 paths. Paths, Members and
// event types are Zipf-ish (log-uniform ranks: the top few take most of the traffic); each visit
// has 10 page views 30 s apart and 2 events, 70% of visits an end call, and each area's build
// changes every ten days. Then the rollups are rebuilt and caught up (decision 012).
// `node --import tsx bench/seed-analytics.ts` seeds DATABASE_URL (BENCH_ANALYTICS_PAGE_VIEWS to scale).
import type { Knex } from 'knex';
import { createAnalyticsRollup } from '../bff/src/services/analytics/rollup';

export interface AnalyticsScale {
  pageViews: number;
  days: number;
  members: number;
  paths: number;
  eventTypes: number;
}

export const analyticsScale = (pageViews = Number(process.env.BENCH_ANALYTICS_PAGE_VIEWS ?? 10_000_000)): AnalyticsScale => ({
  pageViews,
  days: 90,
  members: 5_000,
  paths: 300,
  eventTypes: 25,
});

const VIEWS_PER_VISIT = 10;
const EVENTS_PER_VISIT = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A rank in [0, n) with log-uniform odds from an integer's hash: rank 0 is the most frequent. */
const zipf = (seed: string, n: number) => `(floor(exp((abs(hashint4(${seed})) % 1000000) / 1000000.0 * ln(${n + 1}))) - 1)::int`;

/** Visit i's columns: its Member, start (spread evenly over the days) and whether it ended. */
const visitRows = (scale: AnalyticsScale) => `(select i, ${zipf('i', scale.members)} as member,
  ?::timestamptz + (i - 1) * (? * interval '1 millisecond') as started_at from generate_series(?::int, ?::int) i) s`;
const memberId = (member: string) => `md5('bench-member-' || ${member})::uuid`;
const visitId = `md5('bench-session-' || s.i)::uuid`;
const SPAN_S = (VIEWS_PER_VISIT - 1) * 30;

export interface SeedResult {
  pageViews: number;
  visits: number;
  events: number;
  seedMs: number;
  rollupMs: number;
}

/** Writes the scale's rows ending now, then rebuilds and catches up the rollups. */
export const seedAnalytics = async (db: Knex, scale: AnalyticsScale, log: (line: string) => void = () => {}): Promise<SeedResult> => {
  const started = Date.now();
  const visits = Math.ceil(scale.pageViews / VIEWS_PER_VISIT);
  const now = Date.now();
  // The last visit starts an hour ago, so its views and events are all in the past.
  const first = new Date(now - scale.days * DAY_MS + 60_000);
  const stepMs = (scale.days * DAY_MS - 2 * 60 * 60 * 1000) / visits;
  const country = (await db('countries').first('id')) as { id: string };
  await db.raw(
    `insert into users (id, email, password, first_name, last_name, category, country_id, email_verified)
     select ${memberId('m')}, 'bench-member-' || m || '@example.com', 'not-a-password-hash', 'Bench', 'Member ' || m, 'Member', ?, true
     from generate_series(0, ? - 1) m on conflict do nothing`,
    [country.id, scale.members],
  );
  const perBatch = Math.ceil(visits / scale.days);
  for (let lo = 1; lo <= visits; lo += perBatch) {
    const hi = Math.min(visits, lo + perBatch - 1);
    const range = [first, stepMs, lo, hi];
    await db.transaction(async (trx) => {
      // The rows reference visits and Members written just before; skipping the foreign-key
      // triggers (superuser only) makes the seeding several times faster.
      await trx.raw('set local session_replication_role = replica');
      await trx.raw(
        `insert into sessions (id, user_id, started_at, last_seen_at, ended_at, total_duration, entry_page, exit_page, page_view_count, event_count)
         select ${visitId}, ${memberId('s.member')}, s.started_at, s.started_at + interval '${SPAN_S} seconds',
           case when s.i % 10 < 7 then s.started_at + interval '${SPAN_S} seconds' + (s.i % 60) * interval '1 second' end,
           case when s.i % 10 < 7 then ${SPAN_S} + s.i % 60 end,
           '/members/dashboard', case when s.i % 10 < 7 then '/members/dashboard' end, ${VIEWS_PER_VISIT}, ${EVENTS_PER_VISIT}
         from ${visitRows(scale)}`,
        range,
      );
      await trx.raw(
        `insert into page_views (user_id, session_id, page_path, referrer, user_agent, screen_width, screen_height, "timestamp", area, build)
         select ${memberId('s.member')}, ${visitId}, case when r % 7 = 3 then '/p/' || r else '/members/page/' || r end,
           null, 'Mozilla/5.0 (bench)', 1280, 800, s.started_at + j * interval '30 seconds',
           case when r % 7 = 3 then 'public' else 'members' end,
           '1.' || (extract(epoch from s.started_at - ?::timestamptz)::bigint / ${(10 * DAY_MS) / 1000}) || '.0'
         from ${visitRows(scale)} cross join generate_series(0, ${VIEWS_PER_VISIT - 1}) j
         cross join lateral (select ${zipf('s.i * 16 + j', scale.paths)} as r) p`,
        [first, ...range],
      );
      await trx.raw(
        `insert into user_events (user_id, session_id, event_type, event_data, page_path, "timestamp")
         select ${memberId('s.member')}, ${visitId}, 'event_' || ${zipf('s.i * 16 + 8 + j', scale.eventTypes)}, null, '/members/dashboard',
           s.started_at + interval '45 seconds' + j * interval '30 seconds'
         from ${visitRows(scale)} cross join generate_series(0, ${EVENTS_PER_VISIT - 1}) j`,
        range,
      );
    });
    if (Math.floor(lo / perBatch) % 10 === 0)
      log(`  seeded visits ${lo.toLocaleString('en')}–${hi.toLocaleString('en')} of ${visits.toLocaleString('en')}`);
  }
  for (const table of ['sessions', 'page_views', 'user_events']) await db.raw(`vacuum analyze ${table}`);
  const seedMs = Date.now() - started;
  const rollupStarted = Date.now();
  const rollup = createAnalyticsRollup({ db, clock: { now: () => new Date() } });
  await rollup.rebuild();
  const steps = await rollup.catchUp();
  for (const table of ['analytics_daily_views', 'analytics_daily_users', 'analytics_last_seen', 'analytics_last_seen_counts'])
    await db.raw(`vacuum analyze ${table}`);
  const rollupMs = Date.now() - rollupStarted;
  log(`  rolled up in ${steps} steps`);
  return { pageViews: visits * VIEWS_PER_VISIT, visits, events: visits * EVENTS_PER_VISIT, seedMs, rollupMs };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createDatabase } = await import('../bff/src/db/knex');
  const { migrate } = await import('../bff/src/db/migrate');
  const { seedDatabase } = await import('../bff/src/db/seed');
  const db = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
  try {
    await migrate(db);
    await seedDatabase(db);
    const result = await seedAnalytics(db, analyticsScale(), console.log);
    console.log(result);
  } finally {
    await db.destroy();
  }
}

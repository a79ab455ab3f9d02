// Analytics read bench (issue #13, "Speed at scale"): each statistics route at days 7, 30 and 90
// (and the previous 90 days), p50/p95 over sequential requests (one at a time: the latency one
// person sees), beside bare Koa in the same run; then the dashboard's first view, all of its calls
// sent together, at 30 days (its default) and at 90. PostgreSQL with 10,000,000 page views,
// 1,000,000 visits and 2,000,000 events over 90 days; PGlite (the embedded default) with
// 1,000,000 page views, plus what a 90-day dashboard does to everyone else there: the latency of
// /healthz (answered without the database: the event-loop lag as a client sees it) and of a
// concurrent GET /api/user while the dashboards are read back to back.
// Goals (printed, never asserted): every route at days=90 p95 ≤ 250 ms; the dashboard ≤ 1 s.
// `node --import tsx bench/analytics-read.ts` (BENCH_DB=pg|pglite, BENCH_SAMPLES per route,
// BENCH_ANALYTICS_PAGE_VIEWS / BENCH_ANALYTICS_PGLITE_PAGE_VIEWS to scale, and
// BENCH_ANALYTICS_DATABASE_URL to read a database seeded before by bench/seed-analytics.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createDatabase } from '../bff/src/db/knex';
import { migrate } from '../bff/src/db/migrate';
import { seedDatabase } from '../bff/src/db/seed';
import { addUser, freshDatabase, logIn, startBareKoa, startBff, stop } from './load';
import { analyticsScale, seedAnalytics } from './seed-analytics';
import { endpoints } from '../bff/src/contract/endpoints';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const DASHBOARD_ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 20);
const GOAL_ROUTE_P95_MS = 250;
const GOAL_DASHBOARD_MS = 1_000;
const STATS = [
  ['pageviews', endpoints.getDailyPageViews.path],
  ['top-pages', endpoints.getTopPages.path],
  ['events', endpoints.getEventCounts.path],
  ['sessions', endpoints.getVisitStats.path],
  ['builds', endpoints.getBuildViews.path],
] as const;

interface Figures {
  name: string;
  samples: number[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
};

const timedGet = async (url: string, cookie?: string): Promise<number> => {
  const started = performance.now();
  const res = await fetch(url, { headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return elapsed;
};

/** `SAMPLES` requests one after another, after 3 to warm up. */
const sample = async (name: string, url: string, cookie?: string): Promise<Figures> => {
  for (let i = 0; i < 3; i += 1) await timedGet(url, cookie);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) samples.push(await timedGet(url, cookie));
  return { name, samples };
};

/** Every call of the dashboard's first view: the four figures for the range and the previous one, active Members, builds. */
const dashboardCalls = (days: number) => [
  ...STATS.filter(([name]) => name !== 'builds').flatMap(([, route]) => [`${route}?days=${days}`, `${route}?days=${days}&period=previous`]),
  `${endpoints.getBuildViews.path}?days=${days}`,
  endpoints.getActiveMembers.path,
];

export const dashboard = async (baseUrl: string, cookie: string, days: number): Promise<number> => {
  const started = performance.now();
  await Promise.all(dashboardCalls(days).map((route) => timedGet(`${baseUrl}${route}`, cookie)));
  return performance.now() - started;
};

const table = (head: string[], rows: string[][]) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const fmt = (results: Figures[]) =>
  table(
    ['route', 'samples', 'p50', 'p95', 'max'],
    results.map(({ name, samples }) => {
      const s = summary(samples);
      return [name, String(samples.length), ms(s.p50), ms(s.p95), ms(s.max)];
    }),
  );

const seedAndReport = async (db: Knex, pageViews: number, label: string) => {
  const result = await seedAnalytics(db, analyticsScale(pageViews), (line) => console.log(line));
  console.log(
    `${label}: seeded ${result.pageViews.toLocaleString('en')} page views, ${result.visits.toLocaleString('en')} visits, ` +
      `${result.events.toLocaleString('en')} events in ${(result.seedMs / 1000).toFixed(1)} s; rolled up in ${(result.rollupMs / 1000).toFixed(1)} s`,
  );
};

/** Sizes of the raw tables and of the rollups, as decision 012 quotes them. */
const sizes = async (db: Knex, label: string) => {
  const { rows: tables } = (await db.raw(
    `select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
     where c.relkind = 'r' and (c.relname in ('page_views', 'sessions', 'user_events') or c.relname like 'analytics\\_%') order by 1`,
  )) as { rows: { name: string; bytes: string }[] };
  const rows: string[][] = [];
  for (const { name, bytes } of tables) {
    const [{ n }] = (await db(name).count({ n: '*' })) as [{ n: string }];
    rows.push([name, Number(n).toLocaleString('en'), `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`]);
  }
  console.log(table([`${label}: table`, 'rows', 'size with indexes'], rows));
};

/** Latency of /healthz and GET /api/user, one after another every 10 ms, while `during` runs (or for `idleMs`). */
const probe = async (baseUrl: string, cookie: string, during: Promise<unknown> | number) => {
  const health: number[] = [];
  const user: number[] = [];
  let done = false;
  const finished = typeof during === 'number' ? new Promise((r) => setTimeout(r, during)) : during;
  void finished.then(() => (done = true));
  while (!done) {
    const [h, u] = await Promise.all([timedGet(`${baseUrl}/healthz`), timedGet(`${baseUrl}${endpoints.getUser.path}`, cookie)]);
    health.push(h);
    user.push(u);
    await new Promise((r) => setTimeout(r, 10));
  }
  await finished;
  return { health, user };
};

const measureAll = async (label: string, baseUrl: string, cookie: string, bare: Figures, concurrency: boolean) => {
  const results: Figures[] = [bare];
  for (const days of [7, 30, 90])
    for (const [name, route] of STATS)
      results.push(await sample(`${label}: ${name} days=${days}`, `${baseUrl}${route}?days=${days}`, cookie));
  for (const [name, route] of STATS)
    results.push(await sample(`${label}: ${name} days=90 previous`, `${baseUrl}${route}?days=90&period=previous`, cookie));
  results.push(await sample(`${label}: active`, `${baseUrl}${endpoints.getActiveMembers.path}`, cookie));
  console.log(fmt(results));
  const slow = results.filter((r) => r.name.includes('days=90') && summary(r.samples).p95 > GOAL_ROUTE_P95_MS);

  const screens: Figures[] = [];
  for (const days of [30, 90]) {
    const samples: number[] = [];
    await dashboard(baseUrl, cookie, days);
    for (let i = 0; i < DASHBOARD_ROUNDS; i += 1) samples.push(await dashboard(baseUrl, cookie, days));
    screens.push({ name: `${label}: dashboard first view, days=${days} (${dashboardCalls(days).length} calls together)`, samples });
  }
  console.log(fmt(screens));
  const slowScreens = screens.filter((s) => summary(s.samples).p95 > GOAL_DASHBOARD_MS);
  console.log(
    `${label}: every route at days=90 p95 ≤ ${GOAL_ROUTE_P95_MS} ms: ${slow.length === 0 ? 'met' : `NOT met (${slow.map((r) => r.name).join('; ')})`}; ` +
      `dashboard first view p95 ≤ ${GOAL_DASHBOARD_MS} ms: ${slowScreens.length === 0 ? 'met' : 'NOT met'}`,
  );

  if (!concurrency) return;
  const idle = await probe(baseUrl, cookie, 2_000);
  const busy = await probe(
    baseUrl,
    cookie,
    (async () => {
      for (let i = 0; i < DASHBOARD_ROUNDS; i += 1) await dashboard(baseUrl, cookie, 90);
    })(),
  );
  const row = (name: string, samples: number[]) => {
    const s = summary(samples);
    return [name, String(samples.length), ms(s.p50), ms(s.p95), ms(s.max)];
  };
  console.log(
    table(
      ['probe (every 10 ms)', 'samples', 'p50', 'p95', 'max'],
      [
        row(`${label}: /healthz, idle (event-loop lag as seen by a client)`, idle.health),
        row(`${label}: /healthz, during 90-day dashboards`, busy.health),
        row(`${label}: GET /api/user, idle`, idle.user),
        row(`${label}: GET /api/user, during 90-day dashboards`, busy.user),
      ],
    ),
  );
};

const onPostgres = async (bare: Figures) => {
  const reuse = process.env.BENCH_ANALYTICS_DATABASE_URL;
  const fresh = reuse ? undefined : await freshDatabase('nextlevel_bench_analytics');
  const url = reuse ?? fresh!.url;
  const db = fresh?.db ?? createDatabase({ databaseUrl: url, dataDir: '' });
  let bff: { child: ChildProcess; url: string } | undefined;
  try {
    if (fresh) await seedAndReport(db, analyticsScale().pageViews, 'PostgreSQL');
    await sizes(db, 'PostgreSQL');
    const email = `bench-analytics-${Date.now()}@example.com`;
    await addUser(db, email, 'Internal');
    bff = await startBff(url);
    await measureAll('PostgreSQL', bff.url, await logIn(bff.url, email), bare, true);
  } finally {
    if (bff) await stop(bff.child);
    if (fresh) await fresh.drop();
    else await db.destroy();
  }
};

/** PGlite is one process's database: seeded here and closed, then opened by the bff from the same DATA_DIR. */
const onPglite = async (bare: Figures) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nextlevel-bench-analytics-'));
  let bff: { child: ChildProcess; url: string } | undefined;
  try {
    const email = `bench-analytics-${Date.now()}@example.com`;
    const db = createDatabase({ dataDir });
    try {
      await migrate(db);
      await seedDatabase(db);
      await seedAndReport(db, Number(process.env.BENCH_ANALYTICS_PGLITE_PAGE_VIEWS ?? 1_000_000), 'PGlite');
      await sizes(db, 'PGlite');
      await addUser(db, email, 'Internal');
    } finally {
      await db.destroy();
    }
    bff = await startBff('', { DATA_DIR: dataDir });
    await measureAll('PGlite', bff.url, await logIn(bff.url, email), bare, true);
  } finally {
    if (bff) await stop(bff.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export default async function run(): Promise<void> {
  console.log(`\n# analytics-read: ${SAMPLES} sequential requests per route, ${DASHBOARD_ROUNDS} dashboards, loopback`);
  const koa = await startBareKoa();
  let bare: Figures;
  try {
    bare = await sample('bare Koa hello-world', koa.url);
  } finally {
    await stop(koa.child);
  }
  const only = process.env.BENCH_DB;
  if (only !== 'pglite') await onPostgres(bare);
  if (only !== 'pg') await onPglite(bare);
  console.log('(latency swings with whatever else the machine runs)');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

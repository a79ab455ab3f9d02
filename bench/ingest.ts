// Ingestion bench (issue #13, Speed): POST /api/analytics/pageview through the real route — signed-in
// Members, the CSRF header, each in its own visits (analytics sessions) — beside bare Koa in the same run, on a
// fresh PostgreSQL database. autocannon, 50 connections, loopback. After the run the bff gets SIGTERM
// (which writes its buffer out) and the stored rows are counted: they must equal the 2xx answered.
// GET /api/user with a session is measured too: the floor of every signed-in request (one session read).
// Meanwhile an Internal user opens the analytics dashboard (its first view's calls together) once a
// second, so the reads' latency under that load shows. Goals (printed, never asserted): ≥ 5,000
// page views/s sustained; the dashboard's first view ≤ 1 s. `node --import tsx bench/ingest.ts`
// (BENCH_DURATION seconds, default 8; BENCH_MEMBERS, default 50, each with BENCH_SESSIONS visits, default 4).
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { CSRF_HEADER } from '../bff/src/contract/paths';
import { dashboard } from './analytics-read';
import { freshDatabase, signIn, startBareKoa, startBff, stop } from './load';
import { CONNECTIONS, DURATION_S, measured, routeTable, type Measured } from './measure';
import { endpoints } from '../bff/src/contract/endpoints';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const VISITS_PER_MEMBER = Number(process.env.BENCH_SESSIONS ?? 4);
const GOAL_PAGE_VIEWS_PER_S = 5_000;
const GOAL_DASHBOARD_MS = 1_000;

interface Visitor {
  cookie: string;
  visitId: string;
}

/**
 * A 2 s warm-up, then the measured run of a fixed number of requests (the warm-up's rate ×
 * BENCH_DURATION), so autocannon waits for every answer: a time-bound run drops the requests in
 * flight when it ends, which the server may have stored although no one counted them.
 * `beforeRun` runs between the two (the page views bench counts what the warm-up stored there).
 */
const measure = async (
  name: string,
  server: ChildProcess,
  options: autocannon.Options,
  beforeRun: () => Promise<void> = async () => {},
): Promise<Measured> => {
  const warmup = await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  await beforeRun();
  const amount = Math.max(1_000, Math.round((warmup.requests.total / Math.max(0.1, warmup.duration)) * DURATION_S));
  return measured(name, server, () => autocannon({ ...options, connections: CONNECTIONS, amount }));
};

const PAGES = ['/members/dashboard', '/members/apps', '/members/apps/snippets', '/members/apps/snippets/favorites', '/members/settings'];

/**
 * Each request a page view of one of the visitors, as the shell sends it (area and build included).
 * Bodies and headers are made up front, so autocannon (sharing the machine's two cores) spends no
 * time building them per request.
 */
const pageViewRequests = (visitors: Visitor[], origin: string): autocannon.Request[] => {
  const prepared = Array.from({ length: 4096 }, (_, i) => {
    const v = visitors[i % visitors.length]!;
    return {
      headers: { 'content-type': 'application/json', origin, [CSRF_HEADER]: '1', cookie: v.cookie },
      body: JSON.stringify({
        session_id: v.visitId,
        page_path: PAGES[i % PAGES.length],
        referrer: `${origin}/members/dashboard`,
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
        screen_width: '1920',
        screen_height: '1080',
        area: 'members',
        build: '3f9c2a1b7d4e',
      }),
    };
  });
  let next = 0;
  return [
    {
      method: 'POST',
      path: endpoints.recordPageView.path,
      setupRequest: (req) => ({ ...req, ...prepared[next++ % prepared.length]! }),
    },
  ];
};

const count = async (db: Awaited<ReturnType<typeof freshDatabase>>['db'], table: string) =>
  Number(((await db(table).count({ n: '*' })) as [{ n: string }])[0].n);

export default async function run(): Promise<void> {
  console.log(
    `\n# ingest: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, ${MEMBERS} Members × ${VISITS_PER_MEMBER} visits, loopback, PostgreSQL`,
  );
  const bare = await startBareKoa();
  let bareResult: Measured;
  try {
    bareResult = await measure('bare Koa hello-world', bare.child, { url: bare.url });
  } finally {
    await stop(bare.child);
  }

  const { db, url: dbUrl, drop } = await freshDatabase('nextlevel_bench_ingest');
  let bff: { child: ChildProcess; url: string } | undefined;
  try {
    // 50 Members stand for the thousands that would send this many page views at a person's pace
    // (ANALYTICS_PAGE_VIEWS_RATE, 2 a second): their rate is raised out of reach, and its check is paid on every request.
    bff = await startBff(dbUrl, { ANALYTICS_PAGE_VIEWS_RATE: '100000/1s' });
    const visitors: Visitor[] = [];
    const stamp = Date.now();
    for (let m = 0; m < MEMBERS; m++) {
      const cookie = await signIn(db, bff.url, `bench-ingest-${stamp}-${m}@example.com`);
      for (let s = 0; s < VISITS_PER_MEMBER; s++) {
        const res = await fetch(`${bff.url}${endpoints.startVisit.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: bff.url, [CSRF_HEADER]: '1', cookie },
          body: JSON.stringify({ entryPage: '/members/dashboard' }),
        });
        if (res.status !== 201) throw new Error(`visit start failed: ${res.status} ${await res.text()}`);
        visitors.push({ cookie, visitId: ((await res.json()) as { id: string }).id });
      }
    }

    // The floor of any signed-in request (the session read), for comparison.
    const userResult = await measure(`GET ${endpoints.getUser.path} (session)`, bff.child, {
      url: `${bff.url}${endpoints.getUser.path}`,
      headers: { cookie: visitors[0]!.cookie },
    });
    const staffEmail = `bench-ingest-staff-${stamp}@example.com`;
    const staffCookie = await signIn(db, bff.url, staffEmail, undefined, 'Internal');
    const dashboardMs: number[] = [];
    let reading = false;
    const readWhileIngesting = async (baseUrl: string) => {
      while (reading) {
        dashboardMs.push(await dashboard(baseUrl, staffCookie, 30));
        await new Promise((r) => setTimeout(r, 1_000));
      }
    };
    let reads: Promise<void> | undefined;
    let storedBefore = 0;
    const result = await measure(
      `POST ${endpoints.recordPageView.path} (session, CSRF)`,
      bff.child,
      { url: bff.url, requests: pageViewRequests(visitors, bff.url) },
      async () => {
        // The warm-up's page views, its last ones included, are written by the next tick.
        await new Promise((r) => setTimeout(r, 1_500));
        storedBefore = await count(db, 'page_views');
        reading = true;
        reads = readWhileIngesting(bff!.url);
      },
    );
    reading = false;
    await reads;
    // Right after the run: what the buffer had not written yet is at most one tick's worth.
    const storedAtEnd = (await count(db, 'page_views')) - storedBefore;
    const stopStarted = Date.now();
    await stop(bff.child);
    const stopMs = Date.now() - stopStarted;
    bff = undefined;
    const stored = (await count(db, 'page_views')) - storedBefore;
    const counted = Number(((await db('sessions').sum({ n: 'page_view_count' })) as [{ n: string | null }])[0].n ?? 0) - storedBefore;
    const answered = result.ok;

    console.log(routeTable([bareResult, userResult, result], bareResult.rps));
    console.log(
      [
        `measured run: page views answered 2xx: ${answered.toLocaleString('en')}; stored when the run ended: ${storedAtEnd.toLocaleString('en')}; ` +
          `stored after SIGTERM: ${stored.toLocaleString('en')} (stop took ${stopMs} ms); visits' page_view_count sum: ${counted.toLocaleString('en')}`,
        `every answered page view stored: ${stored === answered && counted === answered ? 'yes' : 'NO'}`,
        `sustained: ${result.rps.toFixed(0)} page views/s over ${result.seconds.toFixed(1)} s, ${((result.rps / bareResult.rps) * 100).toFixed(1)}% of bare Koa ` +
          `(goal ≥ ${GOAL_PAGE_VIEWS_PER_S.toLocaleString('en')}/s: ${result.rps >= GOAL_PAGE_VIEWS_PER_S && result.failures === 0 ? 'met' : 'NOT met'})`,
      ].join('\n'),
    );
    const sorted = [...dashboardMs].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    console.log(
      `the analytics dashboard's first view (days=30, its calls together) during the run: ${sorted.length} views, p50 ${at(0.5).toFixed(0)} ms, ` +
        `p95 ${at(0.95).toFixed(0)} ms (goal ≤ ${GOAL_DASHBOARD_MS} ms: ${sorted.length > 0 && at(0.95) <= GOAL_DASHBOARD_MS ? 'met' : 'NOT met'})`,
    );
    console.log('(req/s swing with whatever else the machine runs; server CPU per request swings less)');
  } finally {
    if (bff) await stop(bff.child);
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

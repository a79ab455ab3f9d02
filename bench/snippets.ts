// Snippets bench (issue #11, Speed): GET /api/snippets/random for a signed-in Member at 1,000 and at
// 1,000,000 snippets on a fresh PostgreSQL database, beside bare Koa in the same run, and
// GET /api/snippets/favourites with 1,000 favourites. autocannon, 50 connections (favourites' latency
// also at 1), loopback.
// Goals (printed, never asserted): random ≥ 15% of bare Koa's req/s and p99 ≤ 25 ms, the 1M figure
// within 1.5× of the 1k one; favourites p99 ≤ 30 ms. `node --import tsx bench/snippets.ts`.
import { execFileSync, type ChildProcess } from 'node:child_process';
import knex, { type Knex } from 'knex';
import { api } from '../bff/src/contract/paths';
import { freshDatabase, signIn, startBareKoa, startBff, stop } from './load';
import { CONNECTIONS, DURATION_S, measureRoute, routeTable, type Measured } from './measure';

const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_SNIPPETS ?? 1_000_000);
const FAVOURITES = 1_000;
const GOALS = { shareOfBare: 0.15, randomP99Ms: 25, largeOverSmall: 1.5, favouritesP99Ms: 30 };

/** Rows per INSERT … SELECT. */
const SEED_BATCH = 100_000;

/**
 * Makes the table hold `total` snippets, set-based: INSERT … SELECT over generate_series, 100,000
 * rows a statement (a million rows in ten statements, not a loop of single-row ones), spread over
 * the seeded authors and categories, a third with an explanation of about 700 characters.
 */
export const seedSnippets = async (db: Knex, total: number): Promise<void> => {
  const [{ n }] = (await db('snippets').count({ n: '*' })) as [{ n: string }];
  for (let from = Number(n) + 1; from <= total; from += SEED_BATCH) {
    // Seeding is not app traffic: without the app's 10 s statement timeout, which 100,000 rows
    // (each one also into the trigram index) outlast on a slow machine.
    await db.transaction(async (trx) => {
      await trx.raw('set local statement_timeout = 0');
      await trx.raw(
        `with a as (select array_agg(id order by id) as ids from authors),
            c as (select array_agg(id order by id) as ids from categories)
       insert into snippets (text, author, category, detailed_explanation)
       select 'Bench quote number ' || g || ': learning is a companion for the whole road, not a stage you graduate from.',
              a.ids[1 + g % array_length(a.ids, 1)],
              c.ids[1 + g % array_length(c.ids, 1)],
              case when g % 3 = 0 then repeat('An explanation paragraph about the quote and why it matters at work. ', 10) end
       from generate_series(cast(? as int), cast(? as int)) as g, a, c`,
        [from, Math.min(total, from + SEED_BATCH - 1)],
      );
    });
  }
};

/**
 * VACUUM ANALYZE, as autovacuum would do soon after a bulk insert, then a CHECKPOINT, as the next
 * timed one would (every 5 minutes by default): measured without them, the 1M run competes with
 * autovacuum working through the new rows, and each draw that brings a page into shared buffers
 * first writes out one that VACUUM left dirty (pg_stat_bgwriter.buffers_backend climbed by the
 * hundreds of thousands; the rate went from about 4,100 to 5,500 req/s). Its own connection,
 * without the app's statement timeout (VACUUM cannot run in a transaction, where SET LOCAL would lift it).
 */
const settle = async (url: string, tables: string[]): Promise<void> => {
  const maintenance = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    for (const table of tables) await maintenance.raw(`vacuum analyze ${table}`);
    await maintenance.raw('checkpoint');
    // The checkpoint's writes sit in the OS page cache until the kernel writes them back, up to
    // 30 s later and during the measurement; on the machine this runs on, that writeback is the
    // loudest other load there is. (A database elsewhere has its own disks: nothing to flush here.)
    execFileSync('sync');
  } finally {
    await maintenance.destroy();
  }
};

/** `count` favourites for the user, one second apart so "newest first" has an order to keep. */
export const seedFavourites = async (db: Knex, userId: string, count: number): Promise<void> => {
  await db.raw(
    `insert into snippets_favourites (user_id, snippet_id, created_date)
     select ?, id, now() - make_interval(secs => row_number() over (order by seq))
     from (select id, seq from snippets order by seq limit ?) s`,
    [userId, count],
  );
};

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
/** A latency goal is met only by a run that answered requests, all of them 2xx. */
const latencyMet = (r: Measured, goalMs: number) => r.rps > 0 && r.failures === 0 && r.p99 <= goalMs;

export default async function run(): Promise<void> {
  console.log(`\n# snippets: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, loopback, PostgreSQL`);
  const bare = await startBareKoa();
  let bareResult: Measured;
  try {
    bareResult = await measureRoute('bare Koa hello-world', bare.url, bare.child);
  } finally {
    await stop(bare.child);
  }

  const results: Measured[] = [bareResult];
  const { db, url: dbUrl, drop } = await freshDatabase('nextlevel_bench_snippets');
  let bff: { child: ChildProcess; url: string } | undefined;
  try {
    const email = `bench-snippets-${Date.now()}@example.com`;
    const random: Record<number, Measured> = {};
    // BENCH_SNIPPETS=1000 (a quick run, or a profile) measures one size.
    const sizes = [...new Set([SMALL, LARGE])];
    for (const size of sizes) {
      const memberEmail = size === SMALL ? email : `large-${email}`;
      const started = Date.now();
      await seedSnippets(db, size);
      await settle(dbUrl, ['snippets']);
      console.log(`seeded ${size.toLocaleString('en')} snippets in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // A fresh process per size, so neither figure inherits the other's warm caches or pool.
      bff = await startBff(dbUrl);
      const cookie = await signIn(db, bff.url, memberEmail);
      // The signed-in request path alone (session, user), so the snippet query's own share shows.
      if (size === SMALL)
        results.push(await measureRoute(`GET ${api.user} (session)`, `${bff.url}${api.user}`, bff.child, { headers: { cookie } }));
      random[size] = await measureRoute(
        `GET ${api.randomSnippet} (${size.toLocaleString('en')})`,
        `${bff.url}${api.randomSnippet}`,
        bff.child,
        {
          headers: { cookie },
        },
      );
      results.push(random[size]!);
      if (size === LARGE) {
        const user = (await db('users').where({ email: memberEmail }).first('id')) as { id: string };
        await seedFavourites(db, user.id, FAVOURITES);
        await settle(dbUrl, ['snippets_favourites']);
        // About 470 KB of JSON a response: at 50 connections in a closed loop a request waits behind 49
        // others (Little's law), so the latency goal is read with one Member asking at a time, as the
        // screen does (refetched on mount), compressed as a browser asks; 50 connections give throughput.
        const url = `${bff.url}${api.favourites}`;
        const browser = { cookie, 'accept-encoding': 'br, gzip' };
        results.push(
          await measureRoute(`GET ${api.favourites} (${FAVOURITES}, br, 1 conn)`, url, bff.child, { headers: browser, connections: 1 }),
        );
        results.push(
          await measureRoute(`GET ${api.favourites} (${FAVOURITES}, br, ${CONNECTIONS} conn)`, url, bff.child, { headers: browser }),
        );
      }
      await stop(bff.child);
      bff = undefined;
    }

    console.log(routeTable(results, bareResult.rps, { bytes: true }));
    const small = random[SMALL]!;
    const large = random[LARGE]!;
    const ratio = small.rps / Math.max(1, large.rps);
    const cpuRatio = small.cpuUs && large.cpuUs ? large.cpuUs / small.cpuUs : undefined;
    const share = large.rps / bareResult.rps;
    const favourites = results.filter((r) => r.name.startsWith(`GET ${api.favourites}`) && r.name.includes('1 conn'));
    console.log(
      [
        `random at ${LARGE.toLocaleString('en')}: ${(share * 100).toFixed(1)}% of bare Koa (goal ≥ ${GOALS.shareOfBare * 100}%: ${verdict(share >= GOALS.shareOfBare)}), ` +
          `p99 ${large.p99} ms (goal ≤ ${GOALS.randomP99Ms} ms: ${verdict(latencyMet(large, GOALS.randomP99Ms))})`,
        `random 1k/1M req/s ratio: ${ratio.toFixed(2)}× (goal ≤ ${GOALS.largeOverSmall}×: ${verdict(large.rps > 0 && ratio <= GOALS.largeOverSmall)}); ` +
          `server CPU/req 1M/1k: ${cpuRatio === undefined ? 'n/a' : `${cpuRatio.toFixed(2)}×`}`,
        ...favourites.map(
          (f) => `${f.name}: p99 ${f.p99} ms (goal ≤ ${GOALS.favouritesP99Ms} ms: ${verdict(latencyMet(f, GOALS.favouritesP99Ms))})`,
        ),
      ].join('\n'),
    );
    // A closed loop of N connections waits N ÷ req/s on average (Little's law): the p99 goal is read
    // against that floor and against bare Koa's own spread, both of this machine and this run.
    console.log(
      `at ${CONNECTIONS} connections the mean wait is ${CONNECTIONS} ÷ req/s: ${((CONNECTIONS / Math.max(1, large.rps)) * 1000).toFixed(1)} ms ` +
        `for random at ${LARGE.toLocaleString('en')}; bare Koa's own p99 is ${(bareResult.p99 / Math.max(1, bareResult.p50)).toFixed(1)}× its p50`,
    );
    console.log('(req/s swing with whatever else the machine runs; server CPU per request swings less)');
  } finally {
    if (bff) await stop(bff.child);
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

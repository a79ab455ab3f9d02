// Canaries (issue #26 items 5-7): the share over 10,000 simulated visitors and how sticky it is,
// release to the first new page load across two bff instances, detection to rollback by the
// canary guard, and GET / and a signed-in page beside bare Koa, without and with a canary running
// (per-visitor maps). Two bff processes on one fresh PostgreSQL database; loopback only.
// BENCH_BEFORE_ROOT=<a checkout of the tree before canaries, with its builds> adds its figures.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { REMOTES_INLINE_ID, VISITOR_COOKIE, type Release } from '../bff/src/contract';
import { endpoints } from '../bff/src/contract/endpoints';
import knex from 'knex';
import { systemClock } from '../bff/src/app-deps';
import { createDatabase } from '../bff/src/db/knex';
import { deployTokenStore } from '../bff/src/services/releases/deploy-tokens';
import { inCanary } from '../bff/src/services/releases/visitor';
import { startCdn, type Cdn } from '../e2e/support/cdn';
import { repoRoot } from '../e2e/support/paths';
import { freePort, freshDatabase, signIn, startBareKoa, stop } from './load';
import { measureRoute, routeTable, table, type Measured } from './measure';

const SESSION_KEYS = randomBytes(32).toString('base64url');
const VISITORS = 10_000;

interface Bff {
  child: ChildProcess;
  url: string;
}

/** A bff of `root` (this tree by default) on the bench database. Test mode: a CDN on loopback http may be released there. */
const startBffAt = async (databaseUrl: string, env: Record<string, string> = {}, root = repoRoot): Promise<Bff> => {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `nextlevel-bench-canary-${port}.log`);
  const fd = fs.openSync(logFile, 'w');
  const child = fork(path.join(root, 'bff/src/server.ts'), {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SESSION_KEYS,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'nl-bench-canary-')),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', fd, 'inherit', 'ipc'],
  });
  fs.closeSync(fd);
  child.once('exit', () => fs.rmSync(logFile, { force: true }));
  const deadline = Date.now() + 60_000;
  while (!fs.readFileSync(logFile, 'utf8').includes('NextLevel listening')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`bff did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url: `http://127.0.0.1:${port}` };
};

const pipeline = async (bff: Bff, token: string, method: string, p: string, body?: unknown) => {
  const res = await fetch(bff.url + p, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown;
};

/** The members entry of the map a page of `bff` carries for a visitor (`cookie`). */
const pageMap = async (bff: Bff, cookie = '') => {
  const res = await fetch(`${bff.url}/members/dashboard`, { headers: { Accept: 'text/html', ...(cookie && { Cookie: cookie }) } });
  const text = await res.text();
  return JSON.parse(new RegExp(`id="${REMOTES_INLINE_ID}">(.*?)</script>`).exec(text)![1]!) as Record<string, string>;
};

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An empty PostgreSQL database (a bff migrates and seeds it as it starts); `drop()` removes it. */
const emptyDatabase = async (prefix: string) => {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
};

/** Runs `fn` over `items`, `width` at a time. */
const pool = async <T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
};

const until = async (check: () => Promise<boolean>, timeoutMs: number, everyMs = 20): Promise<number> => {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeoutMs) return Number.NaN;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return performance.now() - start;
};

/** 10,000 new visitors on /remotes.json, each asked again with the cookie it was given. */
const shareOverVisitors = async (bff: Bff, canary: Release) => {
  const firsts = await pool(
    Array.from({ length: VISITORS }, (_, i) => i),
    50,
    async () => {
      const res = await fetch(`${bff.url}/remotes.json`);
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${VISITOR_COOKIE}=`))!
        .split(';')[0]!;
      return { cookie, members: ((await res.json()) as Record<string, string>).members };
    },
  );
  const again = await pool(firsts, 50, async ({ cookie }) => {
    const res = await fetch(`${bff.url}/remotes.json`, { headers: { Cookie: cookie } });
    return ((await res.json()) as Record<string, string>).members;
  });
  const inside = firsts.filter((f) => f.members === canary.manifest).length;
  const sticky = firsts.filter((f, i) => again[i] === f.members).length;
  return { share: (inside / VISITORS) * 100, sticky: (sticky / VISITORS) * 100 };
};

export default async function run(): Promise<void> {
  console.log(`\n# canary: ${VISITORS} visitors, two bff instances on one PostgreSQL, loopback`);
  const { db, url: dbUrl, drop } = await freshDatabase('nextlevel_bench_canary');
  const cdns: Cdn[] = [];
  const cdn = async (n: number) => {
    const c = await startCdn(path.join(repoRoot, 'mf-members', 'dist'), `mf-members/bench-${n}`, `bench-${n}`);
    cdns.push(c);
    return c;
  };
  const bffs: Bff[] = [];
  const rows: string[][] = [];
  const throughput: Measured[] = [];
  try {
    const token = (await deployTokenStore(db, systemClock).create('members', 'bench')).token;
    const a = await startBffAt(dbUrl);
    const b = await startBffAt(dbUrl);
    bffs.push(a, b);

    // Release to the first new page load on the other instance.
    const latencies: number[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const build = await cdn(n);
      const started = performance.now();
      await pipeline(a, token, 'POST', endpoints.createRelease.path, { area: 'members', manifest: build.manifest });
      const answered = performance.now() - started;
      const seen = await until(async () => (await pageMap(b)).members === build.manifest, 10_000);
      latencies.push(answered + seen);
    }
    rows.push([
      'release (201 on A) to the first page of B with it',
      latencies.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', '),
      '≤ 2 s',
    ]);

    // The share over 10,000 visitors, and whether each keeps its build.
    for (const share of [10, 50]) {
      const build = await cdn(10 + share);
      const canary = (await pipeline(a, token, 'POST', endpoints.createRelease.path, {
        area: 'members',
        manifest: build.manifest,
        canary: share,
      })) as Release;
      const got = await shareOverVisitors(a, canary);
      rows.push([
        `canary ${share}%: share of ${VISITORS} new visitors, sticky on their next request`,
        `${got.share.toFixed(2)}%, ${got.sticky.toFixed(1)}% sticky`,
        `±2 points, 100%`,
      ]);
    }

    // Detection to rollback: a canary that fails, beaconed to A; B serves the live build again.
    const bad = await cdn(99);
    const canary = (await pipeline(a, token, 'POST', endpoints.createRelease.path, {
      area: 'members',
      manifest: bad.manifest,
      canary: 50,
    })) as Release;
    const ids = Array.from({ length: 400 }, (_, i) => `r${String(i).padStart(22, '0')}`);
    const insideId = ids.find((id) => inCanary(id, { id: canary.id, share: 50 }))!;
    const live = ((await pipeline(a, token, 'GET', '/api/releases/members')) as { live: Release }).live.manifest;
    const insideCookie = `${VISITOR_COOKIE}=${insideId}`;
    // B serves the canary to that visitor first (within its poll), so what is timed below is the rollback.
    await until(async () => (await pageMap(b, insideCookie)).members === bad.manifest, 10_000);
    const beacon = (signals: unknown[]) =>
      fetch(`${a.url}${endpoints.recordReleaseSignals.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: a.url, 'X-CSRF': '1', Cookie: insideCookie },
        body: JSON.stringify({ signals }),
      });
    const twenty = (build: string | null, kind: 'load' | 'error') => Array.from({ length: 20 }, () => ({ area: 'members', build, kind }));
    for (let i = 0; i < 3; i += 1) {
      await beacon(twenty('bench-99', 'load'));
      await beacon(twenty(null, 'error')); // counted against the canary: the build this visitor is served
      await beacon(twenty('bench-3', 'load'));
    }
    // The failing loads are in A's memory now: A writes them within a second, the guard (every CANARY_CHECK_MS, 5 s)
    // judges them, and B polls the change (RELEASES_POLL_MS, 1 s).
    const retiredAfter = until(
      async () => {
        const h = (await pipeline(a, token, 'GET', '/api/releases/members')) as { canary: Release | null };
        return h.canary === null;
      },
      30_000,
      50,
    );
    const servedAfter = until(async () => (await pageMap(b, insideCookie)).members === live, 30_000, 50);
    const [retired, served] = await Promise.all([retiredAfter, servedAfter]);
    rows.push([
      'detection (60 failing loads beaconed to A) to the canary retired / the live build on B for a visitor inside',
      `${(retired / 1000).toFixed(2)} s / ${(served / 1000).toFixed(2)} s`,
      '≤ 10 s',
    ]);

    console.log(table(['figure', 'measured', 'goal'], rows));

    // Pages beside bare Koa: no canary running, then a canary on members (the map chosen per visitor).
    const bare = await startBareKoa();
    try {
      throughput.push(await measureRoute('bare Koa hello-world', bare.url, bare.child));
    } finally {
      await stop(bare.child);
    }
    const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
    const member = await signIn(db as never, a.url);
    const pages = async (label: string, bff: Bff, cookies: Record<string, string>) => {
      for (const [who, cookie] of Object.entries(cookies)) {
        throughput.push(await measureRoute(`${label}: GET / ${who}`, `${bff.url}/`, bff.child, { headers: { ...html, cookie } }));
      }
      throughput.push(
        await measureRoute(`${label}: GET /members/dashboard signed in`, `${bff.url}/members/dashboard`, bff.child, {
          headers: { ...html, cookie: `${member}; ${cookies[Object.keys(cookies)[0]!]}` },
        }),
      );
    };
    const before = process.env.BENCH_BEFORE_ROOT;
    if (before) {
      // The tree before canaries has a migration fewer: an empty database of its own, which its bff migrates and seeds.
      const oldDb = await emptyDatabase('nextlevel_bench_before');
      let old: Bff | undefined;
      try {
        old = await startBffAt(oldDb.url, {}, before);
        const oldMember = await signIn(oldDb.db as never, old.url);
        throughput.push(await measureRoute('before: GET /', `${old.url}/`, old.child, { headers: html }));
        throughput.push(
          await measureRoute('before: GET /members/dashboard signed in', `${old.url}/members/dashboard`, old.child, {
            headers: { ...html, cookie: oldMember },
          }),
        );
      } finally {
        if (old) await stop(old.child);
        await oldDb.drop();
      }
    }
    await pipeline(a, token, 'POST', '/api/releases/members/rollback', {}).catch(() => undefined);
    await until(async () => (await pageMap(a)).members === (await pageMap(b)).members, 5000);
    await pages('after, no canary', a, { visitor: `${VISITOR_COOKIE}=${ids[0]}` });
    const running = (await pipeline(a, token, 'POST', endpoints.createRelease.path, {
      area: 'members',
      manifest: (await cdn(200)).manifest,
      canary: 50,
    })) as Release;
    const inside = ids.find((id) => inCanary(id, { id: running.id, share: 50 }))!;
    const outside = ids.find((id) => !inCanary(id, { id: running.id, share: 50 }))!;
    await pages('after, canary 50%', a, { 'inside it': `${VISITOR_COOKIE}=${inside}`, 'outside it': `${VISITOR_COOKIE}=${outside}` });
    console.log(routeTable(throughput, throughput[0]!.rps));
    console.log('(NODE_ENV=test so a loopback http CDN may be released; req/s swing with the machine, server CPU per request less)');
  } finally {
    for (const bff of bffs) await stop(bff.child);
    for (const c of cdns) await c.close();
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

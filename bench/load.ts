// Load bench (issue #2 item 14): bare Koa vs the bff's GET /api/countries and a session-authenticated
// GET /api/user on a fresh PostgreSQL database. autocannon, 50 connections, loopback only, bounded in time.
// Each server runs in its own process so it does not share an event loop with autocannon.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knex from 'knex';
import type { UserCategory } from '../bff/src/contract/user';
import { createDatabase } from '../bff/src/db/knex';
import { migrate } from '../bff/src/db/migrate';
import { seedDatabase } from '../bff/src/db/seed';
import { hashPassword } from '../bff/src/services/passwords';
import { CONNECTIONS, DURATION_S, measureRoute, routeTable, type Measured } from './measure';
import { endpoints } from '../bff/src/contract/endpoints';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SESSION_KEYS = randomBytes(32).toString('base64url');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export const startBareKoa = () =>
  new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./servers/bare-koa.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
      stdio: 'ignore',
    });
    child.once('message', (m) => resolve({ child, url: `http://127.0.0.1:${(m as { port: number }).port}/` }));
    child.once('error', reject);
  });

export const startBff = async (databaseUrl: string, env: Record<string, string> = {}) => {
  const port = await freePort();
  // The access log goes to a file, as it would to a log shipper: piping it into this process
  // would make autocannon share its event loop with reading the server's logs.
  const logFile = path.join(os.tmpdir(), `nextlevel-bench-${port}.log`);
  const fd = fs.openSync(logFile, 'w');
  const child = fork(fileURLToPath(new URL('../bff/src/server.ts', import.meta.url)), {
    // BENCH_CPU_PROF=<dir>: the bff writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      MAIL_TO_FILES: '1',
      SESSION_KEYS,
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

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A verified user, signed in through the real login route; returns its cookie header. */
export const BENCH_PASSWORD = 'Bench12345';

/** A verified user of `category` (the bench's own, written straight to the database). */
export const addUser = async (
  db: ReturnType<typeof createDatabase>,
  email: string,
  category: UserCategory = 'Member',
  password = BENCH_PASSWORD,
): Promise<void> => {
  const country = (await db('countries').first('id')) as { id: string };
  await db('users').insert({
    email,
    password: await hashPassword(password),
    first_name: 'Bench',
    last_name: category === 'Internal' ? 'Staff' : 'User',
    category,
    country_id: country.id,
    email_verified: true,
  });
};

/** Signs `email` in through the real login route; its cookie header. */
export const logIn = async (baseUrl: string, email: string, password = BENCH_PASSWORD): Promise<string> => {
  const res = await fetch(`${baseUrl}${endpoints.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-CSRF': '1' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

/** A new verified user signed in through the real login route; its cookie header. */
export const signIn = async (
  db: ReturnType<typeof createDatabase>,
  baseUrl: string,
  email = `bench-${Date.now()}@example.com`,
  password = BENCH_PASSWORD,
  category: UserCategory = 'Member',
): Promise<string> => {
  await addUser(db, email, category, password);
  return logIn(baseUrl, email, password);
};

/** A fresh, migrated and seeded PostgreSQL database for one bench run; `drop()` removes it. */
export const freshDatabase = async (prefix: string) => {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const drop = async () => {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  };
  try {
    await migrate(db);
    await seedDatabase(db);
  } catch (err) {
    await drop();
    throw err;
  }
  return { db, url: url.toString(), drop };
};

export default async function run(): Promise<void> {
  console.log(`\n# load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, loopback`);
  const results: Measured[] = [];
  const bare = await startBareKoa();
  try {
    results.push(await measureRoute('bare Koa hello-world', bare.url, bare.child));
  } finally {
    await stop(bare.child);
  }

  const { db, url: dbUrl, drop } = await freshDatabase('nextlevel_bench');
  let bff: { child: ChildProcess; url: string } | undefined;
  try {
    bff = await startBff(dbUrl);
    results.push(
      await measureRoute('GET / (prerendered, br)', `${bff.url}/`, bff.child, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      }),
    );
    results.push(await measureRoute(`GET ${endpoints.listCountries.path}`, `${bff.url}${endpoints.listCountries.path}`, bff.child));
    const cookie = await signIn(db, bff.url);
    results.push(
      await measureRoute(`GET ${endpoints.getUser.path} (session)`, `${bff.url}${endpoints.getUser.path}`, bff.child, {
        headers: { cookie },
      }),
    );
    // Production's REQUIRE_MFA_FOR=Internal: a staff session reads its hold with the session (two index
    // probes); one without a factor is the dearest case, and may still read GET /api/user.
    const staff = await signIn(db, bff.url, `bench-staff-${Date.now()}@example.com`, BENCH_PASSWORD, 'Internal');
    results.push(
      await measureRoute(`GET ${endpoints.getUser.path} (staff session, held)`, `${bff.url}${endpoints.getUser.path}`, bff.child, {
        headers: { cookie: staff },
      }),
    );
  } finally {
    if (bff) await stop(bff.child);
    await drop();
  }
  console.log(routeTable(results, results[0]!.rps));
  console.log('(req/s swing with whatever else the machine runs; server CPU per request swings less)');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

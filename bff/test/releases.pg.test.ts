import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/app-deps';
import { loadConfig } from '../src/config/config';
import { pathFor } from '../src/contract/endpoint';
import { endpoints } from '../src/contract/endpoints';
import { deployTokenStore } from '../src/services/releases/deploy-tokens';
import { releaseServiceFor } from '../src/services/releases/for-app';
import { cliActor } from '../src/cli/releases';
import { TEST_SESSION_KEY } from './support/app';
import { goodBuild, shellFolder, startBuildServer, type BuildServer } from './support/builds';
import { createPgCluster, type PgCluster } from './support/pg-cluster';
import { startServerProcess, type SpawnedServer } from './support/spawn';

// Issue #26 items 1 and proof: two bff processes on one PostgreSQL see a release made anywhere
// (here by the CLI's service on another "host") within the poll interval, and a database that goes
// away takes no map down: both go on serving the last good one.
let cluster: PgCluster;
let admin: Knex;
let cdn: BuildServer;
let shell: string;
let dataDir: string;
let a: SpawnedServer;
let b: SpawnedServer;

beforeAll(async () => {
  cluster = await createPgCluster();
  cdn = await startBuildServer();
  shell = shellFolder();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-releases-pg-'));
  const env = { DATABASE_URL: cluster.url, SESSION_KEYS: TEST_SESSION_KEY, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  a = await startServerProcess(env);
  b = await startServerProcess(env);
  admin = knex({ client: 'pg', connection: cluster.url, pool: { min: 0, max: 2 } });
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin?.destroy();
  await cdn?.close();
  cluster?.remove();
  for (const dir of [shell, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const membersOn = async (server: SpawnedServer): Promise<string> => {
  const res = await fetch(`${server.url}/remotes.json`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { members: string }).members;
};

/**
 * A bound that tells a release taken in by the processes' own polls (every RELEASES_POLL_MS, 1 s)
 * from one never taken in: a saturated run took 3.6 s, so it is no measure of the poll's speed
 * (each test prints the figures).
 */
const PICKED_UP_WITHIN_MS = 15_000;

/** Milliseconds until both processes serve `manifest` for members (asked every 20 ms, at most PICKED_UP_WITHIN_MS). */
const reachBoth = async (manifest: string, since: number): Promise<number[]> =>
  Promise.all(
    [a, b].map(async (server) => {
      while ((await membersOn(server)) !== manifest) {
        if (performance.now() - since > PICKED_UP_WITHIN_MS) throw new Error(`${server.url} still serves ${await membersOn(server)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return Math.round(performance.now() - since);
    }),
  );

describe('#26.1 releases across two bff processes on one PostgreSQL', () => {
  it('a release made elsewhere reaches both by their polls (RELEASES_POLL_MS, 1 s), and so does a rollback through one', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SESSION_KEYS: TEST_SESSION_KEY }, dataDir);
    const service = releaseServiceFor({ db: admin, clock: systemClock, config, static: { shell, remotes: {} } });
    const before = await membersOn(a);
    const manifest = cdn.publish('mf-members/pg-1', goodBuild({ buildVersion: 'pg-one' }));
    const started = performance.now();
    const outcome = await service.release({ area: 'members', manifest, actor: cliActor() });
    expect(outcome).toHaveProperty('release');
    const reached = await reachBoth(manifest, started);
    console.log(`release reached the two processes after ${reached.join(' ms and ')} ms`);

    const token = (await deployTokenStore(admin, systemClock).create('members', 'pg test')).token;
    const rolledBack = performance.now();
    const res = await fetch(a.url + pathFor(endpoints.rollbackRelease, { area: 'members' }), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    // Through A, A serves it at once; B within the interval.
    expect(await membersOn(a)).toBe(before);
    const back = await reachBoth(before, rolledBack);
    console.log(`rollback reached the two processes after ${back.join(' ms and ')} ms`);
  });

  it('serves the last good map on both while the database is away, and follows releases again once it is back', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SESSION_KEYS: TEST_SESSION_KEY }, dataDir);
    const service = releaseServiceFor({ db: admin, clock: systemClock, config, static: { shell, remotes: {} } });
    const manifest = cdn.publish('mf-members/pg-2', goodBuild({ buildVersion: 'pg-two' }));
    await service.release({ area: 'members', manifest, actor: cliActor() });
    await reachBoth(manifest, performance.now());

    // The test's own pool is closed first, so only the two processes notice the database going.
    await admin.destroy();
    await cluster.crash();
    try {
      // Several polls fail meanwhile: the map stays, /readyz says the database is away.
      await new Promise((r) => setTimeout(r, 2500));
      for (const server of [a, b]) {
        expect(await membersOn(server)).toBe(manifest);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      }
    } finally {
      await cluster.start();
      admin = knex({ client: 'pg', connection: cluster.url, pool: { min: 0, max: 2 } });
    }
    const service2 = releaseServiceFor({ db: admin, clock: systemClock, config, static: { shell, remotes: {} } });
    const next = cdn.publish('mf-members/pg-3', goodBuild({ buildVersion: 'pg-three' }));
    const started = performance.now();
    await service2.release({ area: 'members', manifest: next, actor: cliActor() });
    const reached = await reachBoth(next, started);
    for (const server of [a, b]) expect(server.output()).toMatch(/"msg":"releases: serving the last good releases"/);
    // Logged as the map is taken in, but the pipe that carries it may be read after the map was seen.
    await Promise.all([a, b].map((server) => server.waitForOutput(/"msg":"releases: read again"/)));
    console.log(`after the outage, a release reached the two processes after ${reached.join(' ms and ')} ms`);
  });
});

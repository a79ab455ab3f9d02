import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/contract/messages';
import { CONNECT_TIMEOUT_MS } from '../src/db/knex';
import { TEST_SESSION_KEY } from './support/app';
import { TestClient } from './support/client';
import { createPgCluster, type PgCluster } from './support/pg-cluster';
import { startServerProcess, type SpawnedServer } from './support/spawn';
import { createUser, type TestUser } from './support/users';
import { endpoints } from '../src/contract/endpoints';

// Issue #9 item 9: a real PostgreSQL stopped (as in a crash) and started again under load.
// While it is down: 503 with Retry-After and a JSON error, quickly; once it is back: normal
// answers within 5 s; and no write that was answered 2xx is lost.
let cluster: PgCluster;
let bff: SpawnedServer;
let dataDir: string;

interface Answer {
  worker: number;
  kind: 'read' | 'write';
  /** For a write: the sequence number written into the user's first name. */
  seq: number;
  status: number;
  retryAfter: string | null;
  body: string;
  startedAt: number;
  ms: number;
}

beforeAll(async () => {
  cluster = await createPgCluster();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-outage-'));
  bff = await startServerProcess({
    DATABASE_URL: cluster.url,
    SESSION_KEYS: TEST_SESSION_KEY,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  cluster?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL stopped and restarted under load', () => {
  it('answers 503 while it is down, recovers within 5 s, and loses no acknowledged write', async () => {
    const admin = knex({ client: 'pg', connection: cluster.url, pool: { min: 0, max: 2 } });
    const users: TestUser[] = [];
    try {
      for (let i = 0; i < 6; i += 1) users.push(await createUser(admin, { category: 'Member' }));
    } finally {
      await admin.destroy();
    }
    const country = (await new TestClient(bff.url).get(endpoints.listCountries.path)).json<{ id: string }[]>()[0]!.id;
    const clients = await Promise.all(
      users.map(async (u) => {
        const c = new TestClient(bff.url);
        expect((await c.post(endpoints.login.path, { email: u.email, password: u.password })).status).toBe(200);
        return c;
      }),
    );

    const answers: Answer[] = [];
    let running = true;
    const worker = async (w: number) => {
      const c = clients[w]!;
      let seq = 0;
      while (running) {
        seq += 1;
        const kind = seq % 2 === 0 ? 'write' : 'read';
        const startedAt = Date.now();
        const res =
          kind === 'write'
            ? await c.request(endpoints.updateMemberSettings.path, {
                method: 'PUT',
                body: { first_name: `Seq${seq}`, last_name: 'Outage', email: users[w]!.email, country_id: country },
              })
            : await c.get(endpoints.getUser.path);
        answers.push({
          worker: w,
          kind,
          seq,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: res.text,
          startedAt,
          ms: Date.now() - startedAt,
        });
        await sleep(20);
      }
    };
    const load = clients.map((_, w) => worker(w));

    await sleep(1500);
    await cluster.crash();
    const downAt = Date.now();
    await sleep(4000);
    const readyWhileDown = await new TestClient(bff.url).get('/readyz');
    const restartAt = Date.now();
    await cluster.start();
    const upAt = Date.now();
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - upAt < 10_000) {
      if ((await clients[0]!.get(endpoints.getUser.path)).status === 200) recoveredAt = Date.now();
      else await sleep(100);
    }
    // Three requests from each client started after recovery, however long a busy machine takes to
    // make them (a fixed 1.5 s once saw three requests in all).
    const settleBy = Date.now() + 20_000;
    const startedAfterRecovery = (w: number) => answers.filter((a) => a.worker === w && a.startedAt > recoveredAt + 200).length;
    while (recoveredAt && clients.some((_, w) => startedAfterRecovery(w) < 3) && Date.now() < settleBy) await sleep(100);
    running = false;
    await Promise.all(load);

    // No 500 ever, and nothing waited long for a connection.
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
    // While it was down: 503s, each with Retry-After and the catalogue's JSON error.
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(10);
    for (const a of unavailable) {
      expect(a.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(a.body)).toEqual({ error: messages.errors.unavailable });
    }
    expect(answers.filter((a) => a.startedAt > downAt + 200 && a.startedAt < restartAt).every((a) => a.status === 503)).toBe(true);
    expect(readyWhileDown.status).toBe(503);
    // Back within 5 s of the server accepting connections, and every request after that is normal.
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoveredAt - upAt).toBeLessThan(5000);
    const after = answers.filter((a) => a.startedAt > recoveredAt + 200);
    expect(after.length).toBeGreaterThanOrEqual(clients.length * 3);
    expect(after.filter((a) => a.status !== 200)).toEqual([]);

    // Every acknowledged write is there: each user's name is the last acknowledged one or a later attempt.
    const check = knex({ client: 'pg', connection: cluster.url, pool: { min: 0, max: 1 } });
    try {
      for (const [w, u] of users.entries()) {
        const acked = answers.filter((a) => a.worker === w && a.kind === 'write' && a.status === 200).map((a) => a.seq);
        expect(acked.length).toBeGreaterThan(0);
        const row = (await check('users').where('id', u.id).first('first_name')) as { first_name: string };
        expect(Number(row.first_name.replace('Seq', ''))).toBeGreaterThanOrEqual(Math.max(...acked));
      }
      // And the sessions made before the outage are still valid after it.
      for (const c of clients) expect((await c.get(endpoints.getUser.path)).status).toBe(200);
    } finally {
      await check.destroy();
    }
  }, 90_000);
});

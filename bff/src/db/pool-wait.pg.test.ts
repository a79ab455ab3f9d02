import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import { CONNECT_TIMEOUT_MS, createDatabase } from './knex';

// A database that is there but busy is not one that is away: a request that waits for a pooled
// connection longer than a connect may take still gets its answer, not a 503 (the burst of
// sign-ups in rate-limit.int.test.ts met a 503 so on a busy machine).
let working: TestApp;
let narrow: TestApp;
let oneConnection: Knex;

beforeAll(async () => {
  working = await startTestApp();
  oneConnection = createDatabase({ databaseUrl: working.database.url!, dataDir: '', pool: { min: 0, max: 1 } });
  narrow = await startTestApp({ deps: { db: oneConnection }, database: working.database });
});
afterAll(async () => {
  await narrow?.close();
  await oneConnection?.destroy();
  await working?.close();
});

it('answers a request that waited for a busy pool past the connect timeout, once a connection is free', async () => {
  const holdSeconds = (CONNECT_TIMEOUT_MS + 2_000) / 1000;
  const holding = oneConnection.transaction((trx) => trx.raw('select pg_sleep(?)', [holdSeconds]));
  await new Promise((r) => setTimeout(r, 200));
  const started = Date.now();
  const res = await narrow.client().get('/readyz');
  // Ready, not degraded: the release poll that queued meanwhile got its connection too.
  expect(res.status).toBe(200);
  expect(res.json()).toEqual({ status: 'ready' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS);
  await holding;
});

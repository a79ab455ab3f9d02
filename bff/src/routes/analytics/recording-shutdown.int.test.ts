import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SESSION_KEY } from '../../../test/support/app';
import { TestClient } from '../../../test/support/client';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { startServerProcess, type SpawnedServer } from '../../../test/support/spawn';
import { pgliteDir, pgliteOptions } from '../../db/knex';
import { endpoints } from '../../contract/endpoints';

// Issue #13: no page view or event answered 2xx is lost on SIGTERM. A real bff process (on this
// project's database: a PostgreSQL test database, or its own PGlite directory) buffers with a tick
// of ten minutes, so only the shutdown can write what it answered; the rows are counted after it exited.
let database: TestDatabase;
let dataDir: string;
let server: SpawnedServer;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-shutdown-'));
  server = await startServerProcess(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SESSION_KEYS: TEST_SESSION_KEY,
      ANALYTICS_FLUSH_MS: '600000',
      ANALYTICS_BATCH_SIZE: '1000000',
      // One Member stands for many here: the flood limits (flood.int.test.ts) are out of reach.
      ANALYTICS_PAGE_VIEWS_RATE: '100000/1s',
      ANALYTICS_EVENTS_RATE: '100000/1s',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    90_000,
  );
}, 120_000);
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Counts on the database the server wrote to, once it has exited (PGlite allows one process at a time). */
const countAfterExit = async (sql: string): Promise<Record<string, number>> => {
  if (database.url) {
    const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
    try {
      return ((await db.raw(sql)) as { rows: Record<string, number>[] }).rows[0]!;
    } finally {
      await db.destroy();
    }
  }
  const pglite = new PGlite(pgliteDir(dataDir), pgliteOptions);
  try {
    return (await pglite.query<Record<string, number>>(sql)).rows[0]!;
  } finally {
    await pglite.close();
  }
};

describe('SIGTERM with page views and events in the buffer', () => {
  it('writes every one answered 2xx before the process exits', async () => {
    const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as Record<string, string>;
    const member = new TestClient(server.url);
    const login = await member.post(endpoints.login.path, { email: 'member@example.com', password: demo['member@example.com'] });
    expect(login.status).toBe(200);
    const visits: string[] = [];
    for (let i = 0; i < 4; i++) {
      visits.push((await member.post(endpoints.startVisit.path, { entryPage: '/members/dashboard' })).json<{ id: string }>().id);
    }

    // Writers keep posting until SIGTERM is sent; requests then in flight are answered or refused.
    let signalled = false;
    const answered = { views: 0, events: 0 };
    const writer = async (w: number) => {
      for (let n = 0; !signalled; n++) {
        const session_id = visits[(w + n) % visits.length];
        const isEvent = n % 3 === 0;
        try {
          const res = isEvent
            ? await member.post(endpoints.recordEvent.path, { session_id, event_type: 'shutdown_test', event_data: null })
            : await member.post(endpoints.recordPageView.path, { session_id, page_path: `/members/p${n}`, area: 'members', build: 'b1' });
          if (res.status !== 204) return;
          if (isEvent) answered.events += 1;
          else answered.views += 1;
        } catch {
          return; // refused: the server has stopped listening
        }
      }
    };
    const writers = Array.from({ length: 16 }, (_, w) => writer(w));
    while (answered.views + answered.events < 400) await new Promise((r) => setTimeout(r, 10));
    if (database.url) {
      // Nothing is written yet: the tick is ten minutes away and the batch size out of reach.
      expect(await countAfterExit('select count(*)::int as n from page_views')).toEqual({ n: 0 });
    }
    const exited = server.stop(); // SIGTERM
    signalled = true;
    await Promise.all(writers);
    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/stopped/);

    const stored = await countAfterExit(
      `select (select count(*)::int from page_views) as views, (select count(*)::int from user_events) as events,
        (select sum(page_view_count)::int from sessions) as view_counts, (select sum(event_count)::int from sessions) as event_counts`,
    );
    expect(answered.views).toBeGreaterThan(0);
    expect(stored).toEqual({ views: answered.views, events: answered.events, view_counts: answered.views, event_counts: answered.events });
  }, 60_000);
});

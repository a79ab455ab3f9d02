import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import { analyticsIngestFor } from '../../services/analytics/ingest-for-app';
import { endpoints } from '../../contract/endpoints';
import { pathFor } from '../../contract/endpoint';

// Issue #13: when the buffer writes by itself (a full batch, the tick), and what happens while it
// cannot. The main app's tick is ten minutes away, so its writes are the batch size's doing.
let t: TestApp;
let deps: AppDeps;
let member: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { ANALYTICS_BATCH_SIZE: '5', ANALYTICS_FLUSH_MS: '600000' }, setup: (_, d) => (deps = d) });
  const user = await createUser(t.db, { category: 'Member' });
  member = t.client();
  expect((await member.post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
});
afterAll(async () => t?.close());

const start = async () => (await member.post(endpoints.startVisit.path, { entryPage: '/members/dashboard' })).json<{ id: string }>().id;
const view = async (visitId: string, n: number) => {
  const res = await member.post(endpoints.recordPageView.path, { session_id: visitId, page_path: `/members/p${n}` });
  expect(res.status).toBe(204);
};
const stored = async (visitId: string) => Number((await t.db('page_views').where({ session_id: visitId }).count({ n: '*' }))[0]!.n);
const eventually = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the ingestion buffer on a real database', () => {
  it('writes as soon as a batch is full', async () => {
    const id = await start();
    for (let n = 1; n <= 4; n++) await view(id, n);
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored(id)).toBe(0);
    await view(id, 5);
    await eventually(async () => (await stored(id)) === 5);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ page_view_count: 5 });
  });

  it('keeps a batch it could not write (the table away), tries again each tick, and writes it once, when it can', async () => {
    // An app of its own whose tick is short: the retry is the tick's doing, nothing here flushes.
    let tickingDeps: AppDeps | undefined;
    const ticking = await startTestApp({ env: { ANALYTICS_FLUSH_MS: '200' }, setup: (_, d) => (tickingDeps = d) });
    try {
      const user = await createUser(ticking.db, { category: 'Member' });
      const client = ticking.client();
      expect((await client.post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
      const id = (await client.post(endpoints.startVisit.path, { entryPage: '/members' })).json<{ id: string }>().id;
      const count = async () => Number((await ticking.db('page_views').where({ session_id: id }).count({ n: '*' }))[0]!.n);
      const failures = () => ticking.logs.filter((l) => /Analytics flush failed/.test(String(l.msg))).length;
      await ticking.db.raw('alter table page_views rename to page_views_away');
      try {
        for (let n = 1; n <= 3; n++) {
          expect((await client.post(endpoints.recordPageView.path, { session_id: id, page_path: `/members/p${n}` })).status).toBe(204);
        }
        await eventually(async () => failures() >= 2);
        expect(analyticsIngestFor(tickingDeps!).pending).toBe(3);
      } finally {
        await ticking.db.raw('alter table page_views_away rename to page_views');
      }
      await eventually(async () => (await count()) === 3);
      await new Promise((r) => setTimeout(r, 500));
      expect(await count()).toBe(3);
      expect(await ticking.db('sessions').where({ id }).first()).toMatchObject({ page_view_count: 3 });
    } finally {
      await ticking.close();
    }
  });

  it('still ends a visit when the buffer cannot be written first; its rows follow later', async () => {
    const id = await start();
    await view(id, 1);
    await t.db.raw('alter table page_views rename to page_views_away');
    try {
      const res = await member.post(pathFor(endpoints.endVisit, { id }), { exitPage: '/members/p1', totalDuration: '3' });
      expect(res.status).toBe(204);
      expect(await t.db('sessions').where({ id }).first()).toMatchObject({ exit_page: '/members/p1', ended_at: expect.any(Date) });
      expect(analyticsIngestFor(deps).pending).toBe(1);
    } finally {
      await t.db.raw('alter table page_views_away rename to page_views');
    }
    await analyticsIngestFor(deps).flush();
    expect(await stored(id)).toBe(1);
  });
});

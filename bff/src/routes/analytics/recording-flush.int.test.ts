import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import { api } from '../../contract/paths';
import { analyticsIngestFor } from '../../services/analytics/from-app';

// Issue #13: when the buffer writes by itself (a full batch), and what happens while it cannot.
// The tick is an hour here, so every write below is the batch size's doing.
let t: TestApp;
let deps: AppDeps;
let member: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { ANALYTICS_BATCH_SIZE: '5', ANALYTICS_FLUSH_MS: '600000' }, setup: (_, d) => (deps = d) });
  const user = await createUser(t.db, { category: 'Member' });
  member = t.client();
  expect((await member.post(api.login, { email: user.email, password: user.password })).status).toBe(200);
});
afterAll(async () => t?.close());

const start = async () => (await member.post(api.analyticsSession, { entryPage: '/members/dashboard' })).json<{ id: string }>().id;
const view = async (sessionId: string, n: number) => {
  const res = await member.post(api.analyticsPageView, { session_id: sessionId, page_path: `/members/p${n}` });
  expect(res.status).toBe(204);
};
const stored = async (sessionId: string) => Number((await t.db('page_views').where({ session_id: sessionId }).count({ n: '*' }))[0]!.n);
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

  it('keeps a batch it could not write (the table away) and writes it with the next one, nothing twice', async () => {
    const id = await start();
    await t.db.raw('alter table page_views rename to page_views_away');
    try {
      for (let n = 1; n <= 5; n++) await view(id, n);
      await eventually(async () => t.logs.some((l) => /Analytics flush failed/.test(String(l.msg))));
      expect(analyticsIngestFor(deps).pending).toBe(5);
    } finally {
      await t.db.raw('alter table page_views_away rename to page_views');
    }
    await view(id, 6);
    await eventually(async () => analyticsIngestFor(deps).pending === 0);
    expect(await stored(id)).toBe(6);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ page_view_count: 6 });
  });

  it('still ends a session when the buffer cannot be written first; its rows follow later', async () => {
    const id = await start();
    await view(id, 1);
    await t.db.raw('alter table page_views rename to page_views_away');
    try {
      const res = await member.post(api.analyticsSessionEnd(id), { exitPage: '/members/p1', totalDuration: '3' });
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient, TestResponse } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import { EVENT_DATA_MAX, PAGE_PATH_MAX } from '../../contract/analytics';
import { messages } from '../../contract/messages';
import { analyticsIngestFor } from '../../services/analytics/ingest-for-app';
import { endpoints } from '../../contract/endpoints';
import { pathFor } from '../../contract/endpoint';

// Issue #23 item 5: sign-up is open, so a "Member" is anyone with a mailbox. Each of these runs
// on the documented defaults (ANALYTICS_*_RATE, SNIPPET_VIEWS_RATE) with a Member of its own.
let t: TestApp;
let deps: AppDeps;
let snippetId: string;

beforeAll(async () => {
  t = await startTestApp({ env: { ANALYTICS_FLUSH_MS: '600000' }, setup: (_, d) => (deps = d) });
  const [author] = (await t.db('authors').insert({ name: 'Seneca' }).returning('id')) as { id: string }[];
  const [category] = (await t.db('categories').insert({ category: 'Stoicism' }).returning('id')) as { id: string }[];
  const [snippet] = (await t
    .db('snippets')
    .insert({ text: 'Time discovers truth.', author: author!.id, category: category!.id })
    .returning('id')) as {
    id: string;
  }[];
  snippetId = snippet!.id;
});
afterAll(async () => t?.close());

const aMember = async (): Promise<TestClient> => {
  const user = await createUser(t.db, { category: 'Member' });
  const client = t.client();
  expect((await client.post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
  return client;
};
const start = async (client: TestClient): Promise<string> => {
  const res = await client.post(endpoints.startVisit.path, { entryPage: '/members/dashboard' });
  expect(res.status).toBe(201);
  return res.json<{ id: string }>().id;
};
const pageView = (client: TestClient, visitId: string, page_path = '/members/apps') =>
  client.post(endpoints.recordPageView.path, { session_id: visitId, page_path });
const event = (client: TestClient, visitId: string, event_data: string | null = null) =>
  client.post(endpoints.recordEvent.path, { session_id: visitId, event_type: 'snippet_favorited', event_data });
const end = (client: TestClient, visitId: string, body: Record<string, unknown> = { exitPage: '/members/apps' }) =>
  client.post(pathFor(endpoints.endVisit, { id: visitId }), body);
const statuses = async (n: number, send: () => Promise<TestResponse>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).status);
  return out;
};
const expectRefused = (res: TestResponse, error: string) => {
  expect([res.status, res.json()]).toEqual([429, { error }]);
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
};
const count = async (table: string, visitId: string) =>
  Number(((await t.db(table).where({ session_id: visitId }).count({ n: '*' })) as [{ n: string }])[0].n);

describe('#23.5 analytics flood: per-Member rates', () => {
  it('page views: 20 at once, then 429 with Retry-After; one more every half second', async () => {
    const ada = await aMember();
    const id = await start(ada);
    expect(await statuses(20, () => pageView(ada, id))).toEqual(Array(20).fill(204));
    expectRefused(await pageView(ada, id), messages.analytics.tooManyRequests);
    t.clock.advance(500);
    expect((await pageView(ada, id)).status).toBe(204);
    expect((await pageView(ada, id)).status).toBe(429);
    await analyticsIngestFor(deps).flush();
    expect(await count('page_views', id)).toBe(21);
  });

  it('page views: one Member past the rate does not limit another', async () => {
    const [ada, bob] = [await aMember(), await aMember()];
    const adas = await start(ada);
    await statuses(20, () => pageView(ada, adas));
    expect((await pageView(ada, adas)).status).toBe(429);
    expect((await pageView(bob, await start(bob))).status).toBe(204);
  });

  it('events: 20 at once, then 429 with Retry-After', async () => {
    const ada = await aMember();
    const id = await start(ada);
    expect(await statuses(20, () => event(ada, id))).toEqual(Array(20).fill(204));
    expectRefused(await event(ada, id), messages.analytics.tooManyRequests);
  });

  it('visit starts: 10 a minute, then 429 with Retry-After', async () => {
    const ada = await aMember();
    const started = await statuses(10, () => ada.post(endpoints.startVisit.path, { entryPage: '/members' }));
    expect(started).toEqual(Array(10).fill(201));
    const refused = await ada.post(endpoints.startVisit.path, { entryPage: '/members' });
    expectRefused(refused, messages.analytics.tooManyRequests);
    expect(Number(refused.headers.get('Retry-After'))).toBe(6);
  });

  it('visit ends: 10 a minute, unknown visits included, then 429', async () => {
    const ada = await aMember();
    const unknown = '0f8b2a8e-5b7c-4d7e-9a43-2f1f6a1f0c11';
    expect(await statuses(10, () => end(ada, unknown))).toEqual(Array(10).fill(404));
    expectRefused(await end(ada, await start(ada)), messages.analytics.tooManyRequests);
  });

  it('snippet views: 20 at once, then 429 with Retry-After and the snippets message', async () => {
    const ada = await aMember();
    expect(await statuses(20, () => ada.post(pathFor(endpoints.recordSnippetView, { id: snippetId })))).toEqual(Array(20).fill(204));
    expectRefused(await ada.post(pathFor(endpoints.recordSnippetView, { id: snippetId })), messages.snippets.tooManyViews);
  });
});

describe('#23.5 analytics flood: the size of a row', () => {
  it('refuses event data past 1,000 characters with a catalogue 400', async () => {
    const ada = await aMember();
    const id = await start(ada);
    expect((await event(ada, id, 'x'.repeat(EVENT_DATA_MAX))).status).toBe(204);
    const res = await event(ada, id, 'x'.repeat(EVENT_DATA_MAX + 1));
    expect([res.status, res.json()]).toEqual([400, { error: messages.analytics.eventDataTooLong }]);
  });

  it('refuses a page path past 512 characters with a catalogue 400', async () => {
    const ada = await aMember();
    const id = await start(ada);
    const res = await pageView(ada, id, `/${'p'.repeat(PAGE_PATH_MAX)}`);
    expect([res.status, res.json()]).toEqual([400, { error: messages.analytics.pagePathTooLong }]);
  });
});

describe('#23.5 analytics flood: a visit ends once', () => {
  it('answers a second end 409 and changes nothing', async () => {
    const ada = await aMember();
    const id = await start(ada);
    t.clock.advance(20_000);
    expect((await end(ada, id, { exitPage: '/members/apps', totalDuration: '20' })).status).toBe(204);
    const ended = await t.db('sessions').where({ id }).first();
    t.clock.advance(60_000);
    const again = await end(ada, id, { exitPage: '/members/settings', totalDuration: '80' });
    expect([again.status, again.json()]).toEqual([409, { error: messages.analytics.visitEnded }]);
    expect(await t.db('sessions').where({ id }).first()).toEqual(ended);
  });

  it('keeps the duration within what the server saw: 2^31-1 seconds after 30 s is 30', async () => {
    const ada = await aMember();
    const id = await start(ada);
    t.clock.advance(30_400);
    expect((await end(ada, id, { exitPage: '/members/apps', totalDuration: 2_147_483_647 })).status).toBe(204);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ total_duration: 30 });
  });

  it('keeps a shorter duration the client measured', async () => {
    const ada = await aMember();
    const id = await start(ada);
    t.clock.advance(30_000);
    expect((await end(ada, id, { totalDuration: '12' })).status).toBe(204);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ total_duration: 12 });
  });

  it('refuses page views and events into an ended visit with 409, and stores none', async () => {
    const ada = await aMember();
    const id = await start(ada);
    expect((await end(ada, id)).status).toBe(204);
    const view = await pageView(ada, id);
    expect([view.status, view.json()]).toEqual([409, { error: messages.analytics.visitEnded }]);
    expect((await event(ada, id)).status).toBe(409);
    await analyticsIngestFor(deps).flush();
    expect([await count('page_views', id), await count('user_events', id)]).toEqual([0, 0]);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ page_view_count: 0, event_count: 0 });
  });

  it('refuses them in a visit the database says has ended (ended by another process)', async () => {
    const user = await createUser(t.db, { category: 'Member' });
    const ada = t.client();
    await ada.post(endpoints.login.path, { email: user.email, password: user.password });
    const now = t.clock.now();
    const [row] = (await t
      .db('sessions')
      .insert({ user_id: user.id, entry_page: '/members', started_at: now, last_seen_at: now, ended_at: now })
      .returning('id')) as { id: string }[];
    expect((await pageView(ada, row!.id)).status).toBe(409);
    expect((await end(ada, row!.id)).status).toBe(409);
  });

  it('leaves out a page view answered by a process that had not seen the end: stamped after it', async () => {
    const ada = await aMember();
    const id = await start(ada);
    await t.db('sessions').where({ id }).update({ ended_at: t.clock.now() });
    // This process remembers the visit as open (it started it): the write leaves the row out.
    t.clock.advance(1_000);
    expect((await pageView(ada, id)).status).toBe(204);
    await analyticsIngestFor(deps).flush();
    expect(await count('page_views', id)).toBe(0);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ page_view_count: 0 });
  });
});

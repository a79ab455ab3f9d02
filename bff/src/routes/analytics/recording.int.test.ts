import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser, type TestUser } from '../../../test/support/users';
import { messages } from '../../contract/messages';
import { analyticsIngestFor } from '../../services/analytics/ingest-for-app';
import { endpoints } from '../../contract/endpoints';
import { pathFor } from '../../contract/endpoint';

let t: TestApp;
let deps: AppDeps;
let ada: TestClient;
let bob: TestClient;
let adaUser: TestUser;

const signIn = async (user: TestUser): Promise<TestClient> => {
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
};
const start = async (client: TestClient, entryPage = '/members/dashboard'): Promise<string> => {
  const res = await client.post(endpoints.startVisit.path, { entryPage });
  expect(res.status).toBe(201);
  return res.json<{ id: string }>().id;
};
const pageView = (visitId: string, overrides: Record<string, unknown> = {}) => ({
  session_id: visitId,
  page_path: '/members/apps',
  referrer: 'http://localhost/members/dashboard',
  user_agent: 'Mozilla/5.0 (test)',
  screen_width: '1280',
  screen_height: '800',
  ...overrides,
});
const UNKNOWN_ID = '0f8b2a8e-5b7c-4d7e-9a43-2f1f6a1f0c11';
/** A beacon as Chromium sends it: no X-CSRF header, JSON as text/plain, with the session cookie. */
const beacon = (client: TestClient, id: string, body: unknown, headers: Record<string, string> = {}) =>
  client.post(pathFor(endpoints.endVisit, { id }), JSON.stringify(body), {
    bare: true,
    headers: { Origin: t.config.publicUrl, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
  });

/** Page views and events are buffered (issue #13): written once the buffer is flushed. */
const flushed = () => analyticsIngestFor(deps).flush();

/** The flood limits have their own tests (flood.int.test.ts): here a Member may send what each test needs. */
const UNLIMITED = {
  ANALYTICS_PAGE_VIEWS_RATE: '100000/1s',
  ANALYTICS_EVENTS_RATE: '100000/1s',
  ANALYTICS_SESSIONS_RATE: '100000/1s',
};

beforeAll(async () => {
  t = await startTestApp({ env: { ANALYTICS_FLUSH_MS: '600000', ...UNLIMITED }, setup: (_, d) => (deps = d) });
  adaUser = await createUser(t.db, { category: 'Member' });
  ada = await signIn(adaUser);
  bob = await signIn(await createUser(t.db, { category: 'Member' }));
});
afterAll(async () => t?.close());

describe('POST /api/analytics/session', () => {
  it('starts a visit of the signed-in Member with its entry page and answers its id', async () => {
    const id = await start(ada, '/members/dashboard');
    const row = await t.db('sessions').where({ id }).first();
    expect(row).toMatchObject({ user_id: adaUser.id, entry_page: '/members/dashboard', ended_at: null, exit_page: null });
    expect(row).toMatchObject({ last_seen_at: row.started_at, page_view_count: 0, event_count: 0 });
  });

  it('is for Members only: 401 signed out, 403 for Internal', async () => {
    expect((await t.client().post(endpoints.startVisit.path, { entryPage: '/' })).status).toBe(401);
    const staff = await signIn(await createUser(t.db, { category: 'Internal' }));
    const res = await staff.post(endpoints.startVisit.path, { entryPage: '/internal/dashboard' });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });

  it('refuses a body without an entry page with a catalogue 400', async () => {
    const res = await ada.post(endpoints.startVisit.path, { entryPage: 42 });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.analytics.recordInvalid });
  });
});

describe('POST /api/analytics/pageview', () => {
  it('records a page view in its own visit, sizes stored as integers', async () => {
    const id = await start(ada);
    const res = await ada.post(endpoints.recordPageView.path, pageView(id));
    expect(res.status).toBe(204);
    await flushed();
    const rows = await t.db('page_views').where({ session_id: id });
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: adaUser.id,
        page_path: '/members/apps',
        referrer: 'http://localhost/members/dashboard',
        user_agent: 'Mozilla/5.0 (test)',
        screen_width: 1280,
        screen_height: 800,
      }),
    ]);
  });

  it("is a 404 in another Member's visit, and nothing is written", async () => {
    const adas = await start(ada);
    const res = await bob.post(endpoints.recordPageView.path, pageView(adas));
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ error: messages.analytics.visitNotFound });
    await flushed();
    expect(await t.db('page_views').where({ session_id: adas })).toEqual([]);
  });

  it('is a 404 in an unknown visit', async () => {
    const res = await ada.post(endpoints.recordPageView.path, pageView(UNKNOWN_ID));
    expect(res.status).toBe(404);
  });

  it('is a 400 for a malformed visit id, an empty path or a size that is no number', async () => {
    const id = await start(ada);
    const cases: [Record<string, unknown>, string][] = [
      [{ session_id: 'not-a-uuid' }, messages.analytics.visitIdInvalid],
      [{ page_path: '' }, messages.analytics.recordInvalid],
      [{ screen_width: 'wide' }, messages.analytics.screenSizeInvalid],
      [{ screen_height: 800 }, messages.analytics.screenSizeInvalid],
    ];
    for (const [overrides, error] of cases) {
      const res = await ada.post(endpoints.recordPageView.path, pageView(id, overrides));
      expect([res.status, res.json()], JSON.stringify(overrides)).toEqual([400, { error }]);
    }
  });
});

describe('page views and events are buffered and written in batches (issue #13)', () => {
  it('answers before writing, then stores every one in a flush and keeps each visit current', async () => {
    const visits = [await start(ada), await start(ada), await start(bob)];
    const owner = (i: number) => (i === 2 ? bob : ada);
    const before = t.clock.now().getTime();
    const statuses: number[] = [];
    for (let n = 0; n < 60; n++) {
      const i = n % 3;
      t.clock.advance(1000);
      const res =
        n % 4 === 0
          ? await owner(i).post(endpoints.recordEvent.path, { session_id: visits[i], event_type: 'snippet_favorited', event_data: null })
          : await owner(i).post(endpoints.recordPageView.path, pageView(visits[i]!, { page_path: `/members/p${n}` }));
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(60).fill(204));
    const stored = async (table: string) => Number((await t.db(table).whereIn('session_id', visits).count({ n: '*' }))[0]!.n);
    expect([await stored('page_views'), await stored('user_events')]).toEqual([0, 0]);

    await flushed();
    expect([await stored('page_views'), await stored('user_events')]).toEqual([45, 15]);
    const rows = (await t.db('sessions').whereIn('id', visits)) as Record<string, unknown>[];
    for (const [i, id] of visits.entries()) {
      const row = rows.find((r) => r.id === id)!;
      const views = Number((await t.db('page_views').where({ session_id: id }).count({ n: '*' }))[0]!.n);
      const events = Number((await t.db('user_events').where({ session_id: id }).count({ n: '*' }))[0]!.n);
      expect([row.page_view_count, row.event_count]).toEqual([views, events]);
      // A visit's last activity is its last page view or event: request 57, 58 or 59, one second apart.
      expect((row.last_seen_at as Date).getTime()).toBe(before + (57 + i + 1) * 1000);
    }
  });

  it('adds to the counts of a visit across flushes and never moves last_seen_at back', async () => {
    const id = await start(ada);
    t.clock.advance(10_000);
    await ada.post(endpoints.recordPageView.path, pageView(id));
    await flushed();
    const latest = t.clock.now();
    t.clock.advance(-5_000);
    await ada.post(endpoints.recordEvent.path, { session_id: id, event_type: 'late', event_data: null });
    await ada.post(endpoints.recordPageView.path, pageView(id));
    await flushed();
    t.clock.advance(5_000);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ page_view_count: 2, event_count: 1, last_seen_at: latest });
  });

  it('stores the area and the build of the remote that rendered the page, or null without them', async () => {
    const id = await start(ada);
    await ada.post(endpoints.recordPageView.path, pageView(id, { page_path: '/members/apps', area: 'members', build: 'a1b2c3d4e5f6' }));
    await ada.post(endpoints.recordPageView.path, pageView(id, { page_path: '/members/settings' }));
    await flushed();
    const rows = (await t.db('page_views').where({ session_id: id }).orderBy('page_path')) as Record<string, unknown>[];
    expect(rows.map((r) => [r.page_path, r.area, r.build])).toEqual([
      ['/members/apps', 'members', 'a1b2c3d4e5f6'],
      ['/members/settings', null, null],
    ]);
  });

  it('refuses an unknown area or a build past 100 characters with a catalogue 400', async () => {
    const id = await start(ada);
    for (const overrides of [{ area: 'admin' }, { build: 'x'.repeat(101) }, { build: 42 }]) {
      const res = await ada.post(endpoints.recordPageView.path, pageView(id, overrides));
      expect([res.status, res.json()], JSON.stringify(overrides)).toEqual([400, { error: messages.analytics.recordInvalid }]);
    }
  });

  it("still answers 404 for another Member's visit after its owner is remembered", async () => {
    const adas = await start(ada);
    expect((await ada.post(endpoints.recordPageView.path, pageView(adas))).status).toBe(204);
    expect((await bob.post(endpoints.recordPageView.path, pageView(adas))).status).toBe(404);
    expect((await bob.post(endpoints.recordEvent.path, { session_id: adas, event_type: 'x', event_data: null })).status).toBe(404);
    await flushed();
    expect(await t.db('page_views').where({ session_id: adas, user_id: adaUser.id })).toHaveLength(1);
    expect(await t.db('page_views').where({ session_id: adas }).whereNot({ user_id: adaUser.id })).toEqual([]);
  });

  it('drops the buffered rows of a visit deleted before the flush, and writes the others', async () => {
    const doomed = await createUser(t.db, { category: 'Member' });
    const client = await signIn(doomed);
    const gone = await start(client);
    const kept = await start(ada);
    expect((await client.post(endpoints.recordPageView.path, pageView(gone))).status).toBe(204);
    expect((await ada.post(endpoints.recordPageView.path, pageView(kept))).status).toBe(204);
    await t.db('users').where({ id: doomed.id }).delete();
    await flushed();
    expect(await t.db('page_views').where({ session_id: kept })).toHaveLength(1);
    expect(await t.db('page_views').where({ session_id: gone })).toEqual([]);
  });
});

describe('POST /api/analytics/event', () => {
  it('records an event with its JSON data (or null) in its own visit', async () => {
    const id = await start(ada);
    const data = JSON.stringify({ snippetId: 's1' });
    const body = { session_id: id, event_type: 'snippet_favorited', event_data: data, page_path: '/members/apps/snippets' };
    expect((await ada.post(endpoints.recordEvent.path, body)).status).toBe(204);
    expect((await ada.post(endpoints.recordEvent.path, { ...body, event_type: 'snippet_unfavorited', event_data: null })).status).toBe(204);
    await flushed();
    const rows = (await t.db('user_events').where({ session_id: id }).orderBy('event_type')) as Record<string, unknown>[];
    expect(rows.map((r) => [r.user_id, r.event_type, r.event_data, r.page_path])).toEqual([
      [adaUser.id, 'snippet_favorited', data, '/members/apps/snippets'],
      [adaUser.id, 'snippet_unfavorited', null, '/members/apps/snippets'],
    ]);
  });

  it("is a 404 in another Member's visit, and nothing is written", async () => {
    const adas = await start(ada);
    const res = await bob.post(endpoints.recordEvent.path, { session_id: adas, event_type: 'snippet_favorited', event_data: null });
    expect(res.status).toBe(404);
    await flushed();
    expect(await t.db('user_events').where({ session_id: adas })).toEqual([]);
  });

  it('is a 400 for a malformed visit id or a missing event type', async () => {
    const bad = await ada.post(endpoints.recordEvent.path, { session_id: '123', event_type: 'x', event_data: null });
    expect([bad.status, bad.json()]).toEqual([400, { error: messages.analytics.visitIdInvalid }]);
    const id = await start(ada);
    const noType = await ada.post(endpoints.recordEvent.path, { session_id: id, event_data: null });
    expect([noType.status, noType.json()]).toEqual([400, { error: messages.analytics.recordInvalid }]);
  });
});

describe('POST /api/analytics/session/{id}/end', () => {
  it('ends its own visit with the exit page and the duration in whole seconds (a numeric string)', async () => {
    const id = await start(ada);
    t.clock.advance(80_000);
    expect((await ada.post(pathFor(endpoints.endVisit, { id }), { exitPage: '/members/settings', totalDuration: '75' })).status).toBe(204);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({
      exit_page: '/members/settings',
      total_duration: 75,
      ended_at: expect.any(Date),
    });
  });

  it('takes a number too, floored to whole seconds', async () => {
    const id = await start(ada);
    t.clock.advance(20_000);
    expect((await ada.post(pathFor(endpoints.endVisit, { id }), { exitPage: '/members/apps', totalDuration: 12.9 })).status).toBe(204);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ total_duration: 12 });
  });

  it('counts the duration itself when the client sends none', async () => {
    const id = await start(ada);
    t.clock.advance(42_500);
    expect((await ada.post(pathFor(endpoints.endVisit, { id }), { exitPage: '/members/apps' })).status).toBe(204);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ total_duration: 42 });
  });

  it('refuses a garbage duration with a 400', async () => {
    const id = await start(ada);
    for (const totalDuration of ['abc', '-5', '1e3', -1, Number.MAX_SAFE_INTEGER, true, {}]) {
      const res = await ada.post(pathFor(endpoints.endVisit, { id }), { exitPage: '/', totalDuration });
      expect([res.status, res.json()], JSON.stringify(totalDuration)).toEqual([400, { error: messages.analytics.durationInvalid }]);
    }
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ ended_at: null });
  });

  it("is a 404 for another Member's visit or an unknown one, and a 400 for a malformed id", async () => {
    const adas = await start(ada);
    const other = await bob.post(pathFor(endpoints.endVisit, { id: adas }), { exitPage: '/', totalDuration: '1' });
    expect([other.status, other.json()]).toEqual([404, { error: messages.analytics.visitNotFound }]);
    expect(await t.db('sessions').where({ id: adas }).first()).toMatchObject({ ended_at: null, exit_page: null });
    expect((await ada.post(pathFor(endpoints.endVisit, { id: UNKNOWN_ID }), { exitPage: '/' })).status).toBe(404);
    const malformed = await ada.post(pathFor(endpoints.endVisit, { id: 'not-a-uuid' }), { exitPage: '/' });
    expect([malformed.status, malformed.json()]).toEqual([400, { error: messages.analytics.visitIdInvalid }]);
  });
});

describe('ending a visit after buffered activity', () => {
  it('writes what is buffered first, so the ended visit has all its rows and counts', async () => {
    const id = await start(ada);
    t.clock.advance(2_000);
    await ada.post(endpoints.recordPageView.path, pageView(id));
    await ada.post(endpoints.recordEvent.path, { session_id: id, event_type: 'snippet_favorited', event_data: null });
    t.clock.advance(3_000);
    expect((await ada.post(pathFor(endpoints.endVisit, { id }), { exitPage: '/members/apps', totalDuration: '5' })).status).toBe(204);
    expect(await t.db('page_views').where({ session_id: id })).toHaveLength(1);
    const row = await t.db('sessions').where({ id }).first();
    expect(row).toMatchObject({ page_view_count: 1, event_count: 1, last_seen_at: t.clock.now(), ended_at: t.clock.now() });
  });
});

describe('the end-visit beacon and the CSRF guard', () => {
  it('accepts a header-less text/plain beacon from the site’s own origin (PUBLIC_URL)', async () => {
    const id = await start(ada);
    t.clock.advance(10_000);
    const res = await beacon(ada, id, { exitPage: '/members/apps', totalDuration: '9' });
    expect(res.status).toBe(204);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ exit_page: '/members/apps', total_duration: 9 });
  });

  it('accepts it without Origin when Sec-Fetch-Site says same-origin', async () => {
    const id = await start(ada);
    const res = await ada.post(pathFor(endpoints.endVisit, { id }), JSON.stringify({ exitPage: '/members', totalDuration: 3 }), {
      bare: true,
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(204);
  });

  it('refuses a header-less beacon from another origin, or without any origin signal', async () => {
    const id = await start(ada);
    const evil = await beacon(ada, id, { exitPage: '/' }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect([evil.status, evil.json()]).toEqual([403, { error: messages.errors.csrf }]);
    const none = await ada.post(pathFor(endpoints.endVisit, { id }), '{}', { bare: true, headers: { 'Content-Type': 'text/plain' } });
    expect(none.status).toBe(403);
    const navigation = await ada.post(pathFor(endpoints.endVisit, { id }), '{}', {
      bare: true,
      headers: { 'Sec-Fetch-Site': 'none', 'Content-Type': 'text/plain' },
    });
    expect(navigation.status).toBe(403);
    expect(await t.db('sessions').where({ id }).first()).toMatchObject({ ended_at: null });
  });

  it('refuses a header-less beacon whose Origin is only the request host, not PUBLIC_URL', async () => {
    expect(t.url).not.toBe(t.config.publicUrl);
    const id = await start(ada);
    const res = await beacon(ada, id, { exitPage: '/' }, { Origin: t.url });
    expect(res.status).toBe(403);
  });

  it('refuses a header-less form-encoded beacon', async () => {
    const id = await start(ada);
    const res = await ada.post(pathFor(endpoints.endVisit, { id }), 'exitPage=/', {
      bare: true,
      headers: { Origin: t.config.publicUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
  });

  it('keeps requiring the header on the other analytics writes, text/plain or not', async () => {
    const id = await start(ada);
    const res = await ada.post(endpoints.recordPageView.path, JSON.stringify(pageView(id)), {
      bare: true,
      headers: { Origin: t.config.publicUrl, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(403);
    const json = await ada.post(endpoints.recordPageView.path, pageView(id), { bare: true, headers: { Origin: t.config.publicUrl } });
    expect(json.status).toBe(403);
  });

  it('still needs a signed-in Member: a beacon without the session cookie is a 401', async () => {
    const id = await start(ada);
    const res = await beacon(t.client(), id, { exitPage: '/' });
    expect(res.status).toBe(401);
  });
});

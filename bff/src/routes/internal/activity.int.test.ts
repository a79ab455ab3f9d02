import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser, type TestUser } from '../../../test/support/users';
import { activityMessages, type ActivityPage, type InternalDashboard } from '../../contract/activity';
import { endpoints } from '../../contract/endpoints';
import { messages } from '../../contract/messages';
import { recordActivity } from '../../services/activity/record';
import { pruneActivity } from '../../services/activity/pruner';

const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const DAY = 86_400_000;

let t: TestApp;
let staffUser: TestUser;
let staff: TestClient;

const signIn = async (user: TestUser) => {
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return client;
};

beforeAll(async () => {
  t = await startTestApp();
  staffUser = await createUser(t.db, { category: 'Internal' });
  staff = await signIn(staffUser);
});
afterAll(async () => t?.close());

const activity = async (query: string, client = staff) => {
  const res = await client.get(`${endpoints.getInternalActivity.path}?${query}`);
  expect(res.status).toBe(200);
  return res.json<ActivityPage>();
};
const withUa = { headers: { 'User-Agent': EDGE } };

describe('staff actions are recorded', () => {
  it('an upload, with its table and counts', async () => {
    const authorId = randomUUID();
    const res = await staff.post(endpoints.uploadData.path, { table: 'authors', data: [{ id: authorId, name: 'Seneca' }] }, withUa);
    expect(res.status).toBe(200);
    const page = await activity('kind=upload&limit=1');
    expect(page.events[0]).toMatchObject({
      kind: 'upload',
      user: { id: staffUser.id, email: staffUser.email },
      actor: { id: staffUser.id, email: staffUser.email },
      ip: '127.0.0.1',
      browser: 'Edge 131 on Windows',
      details: { table: 'authors', records: 1, added: 1, changed: 0 },
    });
  });

  it('a snippet created and edited, by id', async () => {
    const authorId = randomUUID();
    const categoryId = randomUUID();
    await staff.post(endpoints.uploadData.path, { table: 'authors', data: [{ id: authorId, name: 'Marcus Aurelius' }] });
    await staff.post(endpoints.uploadData.path, { table: 'categories', data: [{ id: categoryId, category: 'Stoicism' }] });
    const created = await staff.post(endpoints.createSnippet.path, { text: 'Waste no more time.', authorId, categoryId });
    expect(created.status).toBe(201);
    const id = created.json<{ id: string }>().id;
    const edited = await staff.post(endpoints.updateSnippet.path.replace(':id', id), {
      text: 'Waste no more time arguing.',
      authorId,
      categoryId,
    });
    expect(edited.status).toBe(200);
    expect((await activity('kind=snippet-created&limit=1')).events[0]!.details).toEqual({ snippet: id });
    expect((await activity('kind=snippet-edited&limit=1')).events[0]!.details).toEqual({ snippet: id });
  });

  it('the default prompt changed, by its length, not its text', async () => {
    const res = await staff.post(endpoints.saveDefaultPrompt.path, { value: 'Explain it to a newcomer.' });
    expect(res.status).toBe(200);
    const event = (await activity('kind=prompt-changed&limit=1')).events[0]!;
    expect(event).toMatchObject({ actor: { id: staffUser.id }, details: { length: 'Explain it to a newcomer.'.length } });
  });

  it('a refused upload records nothing', async () => {
    const before = (await activity('kind=upload')).events.length;
    const res = await staff.post(endpoints.uploadData.path, {
      table: 'snippets',
      data: [{ id: randomUUID(), text: 'x', author: randomUUID(), category: randomUUID() }],
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await activity('kind=upload')).events.length).toBe(before);
  });
});

describe('GET /api/internal/activity', () => {
  it('filters by user (e-mail, in any case, or id), kind and days, and pages by the server', async () => {
    const member = await createUser(t.db);
    const base = new Date('2026-03-10T12:00:00Z');
    for (let day = 0; day < 5; day += 1) {
      await recordActivity(t.db, { kind: 'sign-in', actorUserId: member.id, ip: '10.0.0.1', at: new Date(base.getTime() + day * DAY) });
    }
    await recordActivity(t.db, { kind: 'sign-out', actorUserId: member.id, at: new Date(base.getTime() + 2 * DAY) });

    const byEmail = await activity(`user=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(byEmail.events).toHaveLength(6);
    expect(byEmail.events.every((e) => e.user?.email === member.email)).toBe(true);
    expect((await activity(`user=${member.id}&kind=sign-out`)).events.map((e) => e.kind)).toEqual(['sign-out']);

    const days = await activity(`user=${member.id}&kind=sign-in&from=2026-03-11&to=2026-03-13`);
    expect(days.events.map((e) => e.at)).toEqual(['2026-03-13T12:00:00.000Z', '2026-03-12T12:00:00.000Z', '2026-03-11T12:00:00.000Z']);

    const first = await activity(`user=${member.id}&limit=4`);
    expect(first.events).toHaveLength(4);
    expect(first.nextCursor).not.toBeNull();
    const second = await activity(`user=${member.id}&limit=4&cursor=${first.nextCursor}`);
    expect(second.events).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.events, ...second.events].map((e) => e.id)).size).toBe(6);
  });

  it('finds nothing for an address no account has, and everything without filters', async () => {
    expect((await activity('user=nobody@example.com')).events).toEqual([]);
    expect((await activity('user=&kind=')).events.length).toBeGreaterThan(0);
  });

  it.each([
    ['kind=launch', activityMessages.kindInvalid],
    ['user=not an address', activityMessages.userInvalid],
    ['from=2026-02-30', activityMessages.fromInvalid],
    ['to=yesterday', activityMessages.toInvalid],
    ['from=2026-03-12&to=2026-03-11', activityMessages.rangeInvalid],
    ['cursor=-1', activityMessages.cursorInvalid],
    ['limit=abc', activityMessages.limitInvalid],
  ])('answers ?%s with 400 and a clear message', async (query, error) => {
    const res = await staff.get(`${endpoints.getInternalActivity.path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses a Member (403) and a signed-out caller (401)', async () => {
    const member = await signIn(await createUser(t.db));
    const res = await member.get(endpoints.getInternalActivity.path);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
    expect((await member.get(endpoints.getInternalDashboard.path)).status).toBe(403);
    expect((await t.client().get(endpoints.getInternalActivity.path)).status).toBe(401);
  });
});

describe('GET /api/internal/dashboard', () => {
  it('answers the number of verified accounts and the latest staff actions only', async () => {
    await createUser(t.db, { verified: false });
    const verified = Number(((await t.db('users').where({ email_verified: true }).count('* as n').first()) as { n: string }).n);
    const res = await staff.get(endpoints.getInternalDashboard.path);
    expect(res.status).toBe(200);
    const dashboard = res.json<InternalDashboard>();
    expect(dashboard.totalUsers).toBe(verified);
    expect(dashboard.recentActivity.length).toBeGreaterThan(0);
    expect(dashboard.recentActivity.length).toBeLessThanOrEqual(5);
    expect(dashboard.recentActivity[0]!.kind).toBe('prompt-changed');
    expect(dashboard.recentActivity.every((e) => !e.kind.startsWith('sign-'))).toBe(true);
  });
});

describe('retention', () => {
  it('deletes the events older than ACTIVITY_RETENTION_DAYS and keeps the rest', async () => {
    const member = await createUser(t.db);
    const now = t.clock.now().getTime();
    await recordActivity(t.db, { kind: 'sign-in', actorUserId: member.id, at: new Date(now - 31 * DAY) });
    await recordActivity(t.db, { kind: 'sign-out', actorUserId: member.id, at: new Date(now - 29 * DAY) });
    const deleted = await pruneActivity(t.db, t.clock, 30 * DAY);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = (await t.db('activity_events').where({ user_id: member.id }).select('kind')) as { kind: string }[];
    expect(left.map((r) => r.kind)).toEqual(['sign-out']);
    expect(t.config.activityRetentionMs).toBe(365 * DAY);
  });
});

describe('a staff change and its event are one transaction', () => {
  it('when the event cannot be written, the upload, the snippet and the prompt are not kept either', async () => {
    const authorId = randomUUID();
    const categoryId = randomUUID();
    await staff.post(endpoints.uploadData.path, { table: 'authors', data: [{ id: authorId, name: 'Epictetus' }] });
    await staff.post(endpoints.uploadData.path, { table: 'categories', data: [{ id: categoryId, category: 'Discipline' }] });
    const promptBefore = (await staff.get(endpoints.getDefaultPrompt.path)).json<{ value: string }>().value;
    const snippet = await staff.post(endpoints.createSnippet.path, { text: 'First say to yourself.', authorId, categoryId });
    const snippetId = snippet.json<{ id: string }>().id;

    await t.db.raw(
      `create function nl_refuse_activity() returns trigger language plpgsql as $$ begin raise exception 'log unavailable'; end $$`,
    );
    await t.db.raw('create trigger nl_refuse_activity before insert on activity_events for each row execute function nl_refuse_activity()');
    try {
      const newAuthor = randomUUID();
      expect((await staff.post(endpoints.uploadData.path, { table: 'authors', data: [{ id: newAuthor, name: 'Zeno' }] })).status).toBe(500);
      expect(await t.db('authors').where('id', newAuthor).first()).toBeUndefined();

      const created = await staff.post(endpoints.createSnippet.path, { text: 'Never kept.', authorId, categoryId });
      expect(created.status).toBe(500);
      expect(await t.db('snippets').where('text', 'Never kept.').first()).toBeUndefined();

      const edit = await staff.post(endpoints.updateSnippet.path.replace(':id', snippetId), { text: 'Changed.', authorId, categoryId });
      expect(edit.status).toBe(500);
      expect((await t.db('snippets').where('id', snippetId).first('text')).text).toBe('First say to yourself.');

      expect((await staff.post(endpoints.saveDefaultPrompt.path, { value: 'Never saved.' })).status).toBe(500);
      expect((await staff.get(endpoints.getDefaultPrompt.path)).json<{ value: string }>().value).toBe(promptBefore);
    } finally {
      await t.db.raw('drop trigger nl_refuse_activity on activity_events');
      await t.db.raw('drop function nl_refuse_activity()');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT_KEY } from '../contract/snippets';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import { createUser } from '../../test/support/users';
import { AnalyticsSession } from './analytics-session';
import { Favourite } from './favourite';
import { PageView } from './page-view';
import { Setting } from './setting';
import { Snippet } from './snippet';
import { User } from './user';
import { UserEvent } from './user-event';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('objection models', () => {
  it('fetch a snippet with its author and category', async () => {
    const s = await Snippet.query(t.db).withGraphFetched('[authorRecord, categoryRecord]').first();
    expect(s?.authorRecord?.name).toEqual(expect.any(String));
    expect(s?.categoryRecord?.category).toEqual(expect.any(String));
  });

  it("relate a user's favourites and country", async () => {
    const u = await createUser(t.db);
    const snippet = (await Snippet.query(t.db).first())!;
    await Favourite.query(t.db).insert({ user_id: u.id, snippet_id: snippet.id });
    const user = await User.query(t.db).findById(u.id).withGraphFetched('[country, favouriteSnippets]');
    expect(user?.country?.country).toEqual(expect.any(String));
    expect(user?.favouriteSnippets?.map((f) => f.id)).toEqual([snippet.id]);
  });

  it('tie page views and events to analytics sessions', async () => {
    const u = await createUser(t.db);
    const session = await AnalyticsSession.query(t.db).insert({ user_id: u.id, entry_page: '/members' });
    await PageView.query(t.db).insert({ user_id: u.id, session_id: session.id, page_path: '/members' });
    await UserEvent.query(t.db).insert({ user_id: u.id, session_id: session.id, event_type: 'snippet_favorited' });
    const view = await PageView.query(t.db).where('session_id', session.id).withGraphFetched('[session, user]').first();
    expect(view?.session?.entry_page).toBe('/members');
    expect(view?.user?.id).toBe(u.id);
    expect(await UserEvent.query(t.db).where('session_id', session.id).resultSize()).toBe(1);
  });

  it('read settings by key', async () => {
    expect((await Setting.query(t.db).findById(DEFAULT_PROMPT_KEY))?.value).toMatch(/\w/);
  });
});

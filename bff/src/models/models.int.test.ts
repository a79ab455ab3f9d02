import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT_KEY } from '../contract/snippets';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import { createUser } from '../../test/support/users';
import { AnalyticsRollupState } from './analytics-rollup-state';
import { AnalyticsDailyView } from './analytics-daily-view';
import { AnalyticsDailyUser } from './analytics-daily-user';
import { AnalyticsLastSeen } from './analytics-last-seen';
import { AnalyticsLastSeenCount } from './analytics-last-seen-count';
import { AnalyticsRangeUniques } from './analytics-range-uniques';
import { AnalyticsDailyEvent } from './analytics-daily-event';
import { AnalyticsDailySessions } from './analytics-daily-sessions';
import { AnalyticsSession } from './analytics-session';
import { Author } from './author';
import { Category } from './category';
import { Country } from './country';
import { Favourite } from './favourite';
import { HttpSession } from './http-session';
import { MailOutboxMessage } from './mail-outbox-message';
import { PageView } from './page-view';
import { RateLimitWindow } from './rate-limit-window';
import { Setting } from './setting';
import { Snippet } from './snippet';
import { SnippetView } from './snippet-view';
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

  it('cover every table of the migrations, each column declared on its model', async () => {
    const models = [
      Country,
      Category,
      Author,
      Snippet,
      User,
      Favourite,
      SnippetView,
      Setting,
      AnalyticsSession,
      PageView,
      UserEvent,
      HttpSession,
      MailOutboxMessage,
      RateLimitWindow,
      AnalyticsRollupState,
      AnalyticsDailyView,
      AnalyticsDailyUser,
      AnalyticsLastSeen,
      AnalyticsLastSeenCount,
      AnalyticsRangeUniques,
      AnalyticsDailyEvent,
      AnalyticsDailySessions,
    ];
    const { rows } = (await t.db.raw(
      `select table_name, column_name from information_schema.columns where table_schema = current_schema() and table_name not like 'knex\\_%'`,
    )) as { rows: { table_name: string; column_name: string }[] };
    expect([...new Set(rows.map((r) => r.table_name))].sort()).toEqual(models.map((m) => m.tableName).sort());
    for (const model of models) {
      // Declared properties are own fields of an instance (ES2022 class fields), so a column added by a migration but not to its model shows here.
      const declared = Object.keys(new model());
      const missing = rows.filter((r) => r.table_name === model.tableName && !declared.includes(r.column_name)).map((r) => r.column_name);
      expect(missing, model.tableName).toEqual([]);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT_KEY } from '../contract/snippets';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import { createUser } from '../../test/support/users';
import { ActivityEvent } from './activity-event';
import { AnalyticsRollupState } from './analytics-rollup-state';
import { Visit } from './visit';
import { Author } from './author';
import { Category } from './category';
import { Country } from './country';
import { DeployToken } from './deploy-token';
import { Favourite } from './favourite';
import { HttpSession } from './http-session';
import { MailOutboxMessage } from './mail-outbox-message';
import { RateLimitWindow } from './rate-limit-window';
import { Release } from './release';
import { ReleaseRevision } from './release-revision';
import { ReleaseSignal } from './release-signal';
import { Passkey } from './passkey';
import { PasskeyChallenge } from './passkey-challenge';
import { Setting } from './setting';
import { Snippet } from './snippet';
import { SnippetView } from './snippet-view';
import { User } from './user';
import { UserRecoveryCode } from './user-recovery-code';
import { UserTotp } from './user-totp';

/**
 * Tables only a named SQL place reads and writes (decision 025): the analytics ingest batch, the
 * statistics and the rollup worker (services/analytics/sql/). They have no model, as nothing reads
 * or writes them plainly; one that gets a plain read gets its model.
 */
const SQL_ONLY_TABLES = [
  'page_views',
  'user_events',
  'analytics_daily_views',
  'analytics_daily_users',
  'analytics_last_seen',
  'analytics_last_seen_counts',
  'analytics_range_uniques',
  'analytics_daily_events',
  'analytics_daily_sessions',
];

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

  it('tie a visit to its Member', async () => {
    const u = await createUser(t.db);
    const visit = await Visit.query(t.db).insert({ user_id: u.id, entry_page: '/members' });
    expect((await Visit.query(t.db).findById(visit.id).withGraphFetched('user'))?.user?.id).toBe(u.id);
  });

  it('read settings by key', async () => {
    expect((await Setting.query(t.db).findById(DEFAULT_PROMPT_KEY))?.value).toMatch(/\w/);
  });

  it('cover every table of the migrations but the SQL-only ones, each column declared on its model', async () => {
    const models = [
      Country,
      Category,
      Author,
      Snippet,
      User,
      Favourite,
      SnippetView,
      Setting,
      Visit,
      HttpSession,
      MailOutboxMessage,
      RateLimitWindow,
      AnalyticsRollupState,
      Release,
      DeployToken,
      ReleaseRevision,
      UserTotp,
      UserRecoveryCode,
      ReleaseSignal,
      ActivityEvent,
      Passkey,
      PasskeyChallenge,
    ];
    const { rows } = (await t.db.raw(
      `select table_name, column_name from information_schema.columns where table_schema = current_schema() and table_name not like 'knex\\_%'`,
    )) as { rows: { table_name: string; column_name: string }[] };
    expect([...new Set(rows.map((r) => r.table_name))].sort()).toEqual([...models.map((m) => m.tableName), ...SQL_ONLY_TABLES].sort());
    for (const model of models) {
      // Declared properties are own fields of an instance (ES2022 class fields), so a column added by a migration but not to its model shows here.
      const declared = Object.keys(new model());
      const missing = rows.filter((r) => r.table_name === model.tableName && !declared.includes(r.column_name)).map((r) => r.column_name);
      expect(missing, model.tableName).toEqual([]);
    }
  });

  it('are each used by the bff outside tests: a model nothing reads or writes through goes', () => {
    const src = join(import.meta.dirname, '..');
    const files = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('models/'))
      .map((f) => readFileSync(join(src, f), 'utf8'));
    const modelFiles = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'base.ts');
    const unused = modelFiles.filter((file) => !files.some((text) => text.includes(`models/${file.replace(/\.ts$/, '')}'`)));
    expect(unused).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_COUNT } from '../contract/countries';
import { DEFAULT_PROMPT_KEY } from '../contract/snippets';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import { createUser } from '../../test/support/users';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string; nativeError?: { code?: string } }) => e.code ?? e.nativeError?.code,
  );

describe('the migrated and seeded schema', () => {
  it('answers counts and int8 as strings, as pg does', async () => {
    const [row] = (await t.db('countries').count({ n: '*' })) as { n: unknown }[];
    expect(row!.n).toBe(String(COUNTRY_COUNT));
    const { rows } = (await t.db.raw('select 9007199254740993::int8 as big')) as { rows: { big: unknown }[] };
    expect(rows[0]!.big).toBe('9007199254740993');
  });

  it('returns row counts from delete and increment', async () => {
    const [id] = (await t
      .db('categories')
      .insert([{ category: 'A' }, { category: 'B' }])
      .returning('id')) as { id: string }[];
    expect(await t.db('categories').whereIn('category', ['A', 'B']).update({ category: 'C' })).toBe(2);
    expect(await t.db('categories').where('id', id!.id).delete()).toBe(1);
  });

  it('seeds countries, quotes in enough categories and authors, and the default prompt', async () => {
    const one = async (q: Promise<unknown>) => Number(((await q) as { n: string }[])[0]!.n);
    expect(await one(t.db('snippets').count({ n: '*' }))).toBeGreaterThanOrEqual(60);
    expect(await one(t.db('authors').count({ n: '*' }))).toBeGreaterThanOrEqual(15);
    expect(await one(t.db('categories').count({ n: '*' }))).toBeGreaterThanOrEqual(6);
    expect(await one(t.db('snippets').whereNotNull('detailed_explanation').count({ n: '*' }))).toBeGreaterThan(0);
    expect((await t.db('settings').where('key', DEFAULT_PROMPT_KEY).first('value')).value).toMatch(/\w/);
  });

  it('generates UUID ids', async () => {
    const row = await t.db('countries').first('id');
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('keeps country names unique', async () => {
    const { country } = await t.db('countries').first('country');
    expect(await code(t.db('countries').insert({ country }))).toBe('23505');
  });

  it('keeps e-mails unique regardless of case', async () => {
    const u = await createUser(t.db, { email: 'Case@Example.com' });
    expect(u.id).toBeTruthy();
    expect(await code(createUser(t.db, { email: 'case@example.COM' }))).toBe('23505');
  });

  it('allows one favourite per user and snippet, and checks references', async () => {
    const u = await createUser(t.db);
    const s = await t.db('snippets').first('id');
    await t.db('snippets_favourites').insert({ user_id: u.id, snippet_id: s.id });
    expect(await code(t.db('snippets_favourites').insert({ user_id: u.id, snippet_id: s.id }))).toBe('23505');
    expect(await code(t.db('snippets_favourites').insert({ user_id: u.id, snippet_id: '00000000-0000-0000-0000-000000000000' }))).toBe(
      '23503',
    );
  });

  it('has the indexes the queries need', async () => {
    const { rows } = (await t.db.raw("select tablename, indexdef from pg_indexes where schemaname = 'public'")) as {
      rows: { tablename: string; indexdef: string }[];
    };
    const has = (table: string, column: string) => rows.some((r) => r.tablename === table && r.indexdef.includes(`(${column}`));
    expect(has('snippets', 'author')).toBe(true);
    expect(has('snippets', 'category')).toBe(true);
    expect(has('page_views', '"timestamp"') || has('page_views', 'timestamp')).toBe(true);
    expect(has('user_events', '"timestamp"') || has('user_events', 'timestamp')).toBe(true);
    expect(has('sessions', 'user_id')).toBe(true);
    expect(has('http_sessions', 'user_id')).toBe(true);
    expect(has('users', 'lower(email)')).toBe(true);
    expect(has('auth_rate_limits', 'window_start')).toBe(true);
  });
});

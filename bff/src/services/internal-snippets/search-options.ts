import type { Knex } from 'knex';
import { messages } from '../../contract/messages';
import { OPTIONS_PAGE, type AuthorSearchQuery, type CategorySearchQuery } from '../../contract/options';
import type { Author, Category } from '../../contract/snippets';
import { badRequest, notFound } from '../../http/errors';
import { namesOfMatching } from './matching-ids';
import { containsPattern, hasTrigram, matchSnippets, type SnippetFilters } from './snippet-filters';

/** One page of a picker's options and the cursor of the next page (absent on the last). */
export interface OptionsPage<T> {
  items: T[];
  nextCursor: string | undefined;
}

export interface SearchOptionsDeps {
  db: Knex;
}

interface OptionTable {
  table: 'authors' | 'categories';
  /** The snippets' column holding its id. */
  column: 'author' | 'category';
  /** Its name column. */
  name: 'name' | 'category';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor is the last option's sort key (its folded name) and id, as base64url JSON. */
const encodeCursor = (key: string, id: string): string => Buffer.from(JSON.stringify([key, id])).toString('base64url');

const decodeCursor = (cursor: string): [string, string] => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      // PostgreSQL refuses NUL in text (a 500); no name holds one.
      !value[0].includes('\u0000') &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    )
      return [value[0], value[1]];
  } catch {
    // not JSON: refused below
  }
  throw badRequest(messages.internal.cursorInvalid);
};

interface SearchInput {
  search?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
  /** The list's narrowing (SPEC §4): only the options of the snippets these match. */
  narrowing: SnippetFilters;
}

/**
 * One page of `t`'s rows whose folded name contains every word of `search`, in folded-name order, keyset-paged on
 * (lower(name), id) — what migration 20260101000840's b-tree holds, so a page without a search, or
 * with a common one, reads about a page of index entries; a rare word of three letters or more is
 * found through the trigram index instead, and only its matches are sorted. A word without three
 * letters in a row cannot use trigrams (pg_trgm would read its whole index) and is matched by strpos.
 * Narrowed, the names are those of the snippets the filters match (gathered first, as the list's
 * narrowed options are: matching-ids.ts).
 */
const searchPage = async (db: Knex, t: OptionTable, { search, cursor, limit = OPTIONS_PAGE, narrowing }: SearchInput) => {
  const folded = `lower(t.${t.name})`;
  const narrowed = Boolean(narrowing.q || narrowing.authorId || narrowing.categoryId);
  const query = narrowed ? namesOfMatching(db, t.table, t.column, await matchSnippets(db, narrowing)) : db(`${t.table} as t`);
  query.select('t.id', `t.${t.name} as name`, db.raw(`${folded} as sort_key`));
  // Every word typed, in any order ('okafor 12' finds 'Author 12 Okafor').
  for (const word of search?.split(/\s+/).filter(Boolean) ?? []) {
    if (hasTrigram(word)) query.whereRaw(`${folded} like lower(?)`, [containsPattern(word)]);
    else query.whereRaw(`strpos(${folded}, lower(?)) > 0`, [word]);
  }
  if (cursor) {
    const [key, id] = decodeCursor(cursor);
    query.whereRaw(`(${folded}, t.id) > (?, ?::uuid)`, [key, id]);
  }
  const rows = (await query.orderByRaw(`${folded}, t.id`).limit(limit + 1)) as { id: string; name: string; sort_key: string }[];
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { rows: rows.slice(0, limit), nextCursor: last ? encodeCursor(last.sort_key, last.id) : undefined };
};

const AUTHORS: OptionTable = { table: 'authors', column: 'author', name: 'name' };
const CATEGORIES: OptionTable = { table: 'categories', column: 'category', name: 'category' };

/** GET /api/internal/author-options' data (issue #24, decision 020). */
export const createAuthorSearch =
  ({ db }: SearchOptionsDeps) =>
  async ({ q, categoryId, ...page }: AuthorSearchQuery): Promise<OptionsPage<Author>> => {
    const { rows, nextCursor } = await searchPage(db, AUTHORS, { ...page, narrowing: { q, categoryId } });
    return { items: rows.map(({ id, name }) => ({ id, name })), nextCursor };
  };

/** GET /api/internal/category-options' data. */
export const createCategorySearch =
  ({ db }: SearchOptionsDeps) =>
  async ({ q, authorId, ...page }: CategorySearchQuery): Promise<OptionsPage<Category>> => {
    const { rows, nextCursor } = await searchPage(db, CATEGORIES, { ...page, narrowing: { q, authorId } });
    return { items: rows.map(({ id, name }) => ({ id, category: name })), nextCursor };
  };

/** GET /api/internal/authors/{id}: one author (the name of a chosen id), or a 404. */
export const createAuthorReader =
  ({ db }: SearchOptionsDeps) =>
  async (id: string): Promise<Author> => {
    const row = (await db('authors').where({ id }).first('id', 'name')) as Author | undefined;
    if (!row) throw notFound(messages.internal.authorNotFound);
    return row;
  };

/** GET /api/internal/categories/{id}: one category, or a 404. */
export const createCategoryReader =
  ({ db }: SearchOptionsDeps) =>
  async (id: string): Promise<Category> => {
    const row = (await db('categories').where({ id }).first('id', 'category')) as Category | undefined;
    if (!row) throw notFound(messages.internal.categoryNotFound);
    return row;
  };

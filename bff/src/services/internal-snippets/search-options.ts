import type { Knex } from 'knex';
import { messages } from '../../contract/messages';
import { OPTIONS_PAGE, type AuthorSearchQuery, type CategorySearchQuery } from '../../contract/options';
import type { Author, Category } from '../../contract/snippets';
import { badRequest, notFound } from '../../http/errors';
import { Author as AuthorRow } from '../../models/author';
import { Category as CategoryRow } from '../../models/category';
import type { SnippetFilters } from './snippet-filters';
import { searchOptions, type OptionTable } from './sql/option-search';

/** One page of a picker's options and the cursor of the next page (absent on the last). */
export interface OptionsPage<T> {
  items: T[];
  nextCursor: string | undefined;
}

export interface SearchOptionsDeps {
  db: Knex;
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
  /** The list's narrowing (product §4): only the options of the snippets these match. */
  narrowing: SnippetFilters;
}

/** One page of the search and the cursor of the next. */
const searchPage = async (db: Knex, t: OptionTable, { search, cursor, limit = OPTIONS_PAGE, narrowing }: SearchInput) => {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  const rows = await searchOptions(db, t, { words, after: cursor ? decodeCursor(cursor) : undefined, limit, narrowing });
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
    const row = await AuthorRow.query(db).findById(id).select('id', 'name');
    if (!row) throw notFound(messages.internal.authorNotFound);
    return { id: row.id, name: row.name };
  };

/** GET /api/internal/categories/{id}: one category, or a 404. */
export const createCategoryReader =
  ({ db }: SearchOptionsDeps) =>
  async (id: string): Promise<Category> => {
    const row = await CategoryRow.query(db).findById(id).select('id', 'category');
    if (!row) throw notFound(messages.internal.categoryNotFound);
    return { id: row.id, category: row.category };
  };

import type { Knex } from 'knex';
import type { Category } from '../../contract/snippets';
import { namesOfMatching } from './matching-ids';
import { matchSnippets, type SnippetFilters } from './snippet-filters';

export interface CategoryOptionsDeps {
  db: Knex;
}

/**
 * GET /api/internal/categories' data, sorted by name: every category without a filter, else only
 * the categories of snippets matching `q` and `authorId` (SPEC §4's narrowed options).
 */
export const createCategoryOptions = ({ db }: CategoryOptionsDeps) => {
  return async ({ q, authorId, ids }: Pick<SnippetFilters, 'q' | 'authorId'> & { ids?: string[] }): Promise<Category[]> => {
    const categories =
      q || authorId ? namesOfMatching(db, 'categories', 'category', await matchSnippets(db, { q, authorId })) : db('categories as t');
    if (ids) void categories.whereIn('t.id', ids);
    return (await categories.select('t.id', 't.category').orderBy([{ column: 't.category' }, { column: 't.id' }])) as Category[];
  };
};

export type CategoryOptions = ReturnType<typeof createCategoryOptions>;

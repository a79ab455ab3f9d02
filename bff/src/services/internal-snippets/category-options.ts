import type { Knex } from 'knex';
import type { Category } from '../../contract/snippets';
import { applySnippetFilters, type SnippetFilters } from './snippet-filters';

export interface CategoryOptionsDeps {
  db: Knex;
}

/**
 * GET /api/internal/categories' data, sorted by name: every category without a filter, else only
 * the categories of snippets matching `q` and `authorId` (SPEC §4's narrowed options).
 */
export const createCategoryOptions = ({ db }: CategoryOptionsDeps) => {
  return async ({ q, authorId }: Pick<SnippetFilters, 'q' | 'authorId'>): Promise<Category[]> => {
    const categories = db('categories')
      .select('id', 'category')
      .orderBy([{ column: 'category' }, { column: 'id' }]);
    if (q || authorId) categories.whereIn('id', applySnippetFilters(db, db('snippets as s').select('s.category'), { q, authorId }));
    return (await categories) as Category[];
  };
};

export type CategoryOptions = ReturnType<typeof createCategoryOptions>;

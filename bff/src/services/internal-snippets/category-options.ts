import type { Knex } from 'knex';
import type { Category } from '../../contract/snippets';
import { Category as CategoryRow } from '../../models/category';
import { narrows, type SnippetFilters } from './snippet-filters';
import { matchSnippets, namesOfMatching } from './sql/filters';

export interface CategoryOptionsDeps {
  db: Knex;
}

/**
 * GET /api/internal/categories' data, sorted by name: every category without a filter, else only
 * the categories of snippets matching `q` and `authorId` (product §4's narrowed options).
 */
export const createCategoryOptions = ({ db }: CategoryOptionsDeps) => {
  return async ({ ids, ...filters }: Pick<SnippetFilters, 'q' | 'authorId'> & { ids?: string[] }): Promise<Category[]> => {
    const categories = narrows(filters)
      ? ((await namesOfMatching(db, 'categories', 'category', await matchSnippets(db, filters))
          .modify((query) => ids && void query.whereIn('t.id', ids))
          .select('t.id', 't.category')
          .orderBy([{ column: 't.category' }, { column: 't.id' }])) as Category[])
      : await CategoryRow.query(db)
          .modify((query) => ids && void query.whereIn('id', ids))
          .select('id', 'category')
          .orderBy([{ column: 'category' }, { column: 'id' }]);
    return categories.map(({ id, category }) => ({ id, category }));
  };
};

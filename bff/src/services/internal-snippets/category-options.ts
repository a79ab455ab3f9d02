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
  return async (filters: Pick<SnippetFilters, 'q' | 'authorId'>): Promise<Category[]> => {
    const categories = narrows(filters)
      ? ((await namesOfMatching(db, 'categories', 'category', await matchSnippets(db, filters))
          .select('t.id', 't.category')
          .orderBy([{ column: 't.category' }, { column: 't.id' }])) as Category[])
      : await CategoryRow.query(db)
          .select('id', 'category')
          .orderBy([{ column: 'category' }, { column: 'id' }]);
    return categories.map(({ id, category }) => ({ id, category }));
  };
};

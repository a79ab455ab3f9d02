import type { Knex } from 'knex';
import type { Author } from '../../contract/snippets';
import { applySnippetFilters, type SnippetFilters } from './snippet-filters';

export interface AuthorOptionsDeps {
  db: Knex;
}

/**
 * GET /api/internal/authors' data, sorted by name: every author without a filter (the form's
 * select), else only the authors of snippets matching `q` and `categoryId` (SPEC §4's narrowed
 * options). The matching snippets' author ids are gathered first, then named: 2,000 authors at most,
 * not one row per snippet.
 */
export const createAuthorOptions = ({ db }: AuthorOptionsDeps) => {
  return async ({ q, categoryId }: Pick<SnippetFilters, 'q' | 'categoryId'>): Promise<Author[]> => {
    const authors = db('authors')
      .select('id', 'name')
      .orderBy([{ column: 'name' }, { column: 'id' }]);
    if (q || categoryId) authors.whereIn('id', applySnippetFilters(db, db('snippets as s').select('s.author'), { q, categoryId }));
    return (await authors) as Author[];
  };
};

export type AuthorOptions = ReturnType<typeof createAuthorOptions>;

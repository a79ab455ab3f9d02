import type { Knex } from 'knex';
import type { Author } from '../../contract/snippets';
import { Author as AuthorRow } from '../../models/author';
import { narrows, type SnippetFilters } from './snippet-filters';
import { matchSnippets, namesOfMatching } from './sql/filters';

export interface AuthorOptionsDeps {
  db: Knex;
}

/**
 * GET /api/internal/authors' data, sorted by name: every author without a filter (the form's
 * select), else only the authors of snippets matching `q` and `categoryId` (product §4's narrowed options).
 */
export const createAuthorOptions = ({ db }: AuthorOptionsDeps) => {
  return async ({ ids, ...filters }: Pick<SnippetFilters, 'q' | 'categoryId'> & { ids?: string[] }): Promise<Author[]> => {
    const authors = narrows(filters)
      ? ((await namesOfMatching(db, 'authors', 'author', await matchSnippets(db, filters))
          .modify((query) => ids && void query.whereIn('t.id', ids))
          .select('t.id', 't.name')
          .orderBy([{ column: 't.name' }, { column: 't.id' }])) as Author[])
      : await AuthorRow.query(db)
          .modify((query) => ids && void query.whereIn('id', ids))
          .select('id', 'name')
          .orderBy([{ column: 'name' }, { column: 'id' }]);
    return authors.map(({ id, name }) => ({ id, name }));
  };
};

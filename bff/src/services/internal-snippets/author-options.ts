import type { Knex } from 'knex';
import type { Author } from '../../contract/snippets';
import { namesOfMatching } from './matching-ids';
import { matchSnippets, type SnippetFilters } from './snippet-filters';

export interface AuthorOptionsDeps {
  db: Knex;
}

/**
 * GET /api/internal/authors' data, sorted by name: every author without a filter (the form's
 * select), else only the authors of snippets matching `q` and `categoryId` (SPEC §4's narrowed options).
 */
export const createAuthorOptions = ({ db }: AuthorOptionsDeps) => {
  return async ({ q, categoryId, ids }: Pick<SnippetFilters, 'q' | 'categoryId'> & { ids?: string[] }): Promise<Author[]> => {
    const authors =
      q || categoryId ? namesOfMatching(db, 'authors', 'author', await matchSnippets(db, { q, categoryId })) : db('authors as t');
    if (ids) void authors.whereIn('t.id', ids);
    return (await authors.select('t.id', 't.name').orderBy([{ column: 't.name' }, { column: 't.id' }])) as Author[];
  };
};

export type AuthorOptions = ReturnType<typeof createAuthorOptions>;

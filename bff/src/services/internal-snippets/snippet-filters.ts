import type { Knex } from 'knex';

/** The list's filters (SPEC §4, cumulative); each is optional. */
export interface SnippetFilters {
  q?: string | undefined;
  authorId?: string | undefined;
  categoryId?: string | undefined;
}

/** `q` as a LIKE pattern matching it anywhere: its own `%`, `_` and `\` match themselves. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Narrows a query over `snippets as s` to the rows the filters match. `q` matches the text, the
 * author's name or the category's name, case-insensitively: the names are matched in their own
 * small tables (2,000 authors, 50 categories) and come back as id sets, so the snippets are read
 * once, without joining every row to its names first.
 */
export const applySnippetFilters = (db: Knex, query: Knex.QueryBuilder, { q, authorId, categoryId }: SnippetFilters): Knex.QueryBuilder => {
  if (authorId) query.where('s.author', authorId);
  if (categoryId) query.where('s.category', categoryId);
  if (q) {
    const pattern = containsPattern(q);
    query.where((match) =>
      match
        .where('s.text', 'ilike', pattern)
        .orWhereIn('s.author', db('authors').select('id').where('name', 'ilike', pattern))
        .orWhereIn('s.category', db('categories').select('id').where('category', 'ilike', pattern)),
    );
  }
  return query;
};

import type { Knex } from 'knex';

/** The list's filters (SPEC §4, cumulative); each is optional. */
export interface SnippetFilters {
  q?: string | undefined;
  authorId?: string | undefined;
  categoryId?: string | undefined;
}

/** The filters with the authors and categories whose names match `q` looked up: what narrows a query. */
export interface SnippetMatch extends SnippetFilters {
  namedAuthors: string[];
  namedCategories: string[];
}

/**
 * Whether pg_trgm can take trigrams from `q`: only from a run of three letters or digits. Without
 * one its index can only be read whole (a GIN full scan), and reading the table is cheaper, so
 * such a `q` is matched where the index cannot be used.
 */
export const hasTrigram = (q: string): boolean => /[\p{L}\p{N}]{3}/u.test(q);

/** `q` as a LIKE pattern matching it anywhere: its own `%`, `_` and `\` match themselves. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Looks up the authors and categories whose names contain `q` (case-insensitively), in one round
 * trip over the two small tables (2,000 authors, 50 categories at issue #12's scale).
 */
export const matchSnippets = async (db: Knex, filters: SnippetFilters): Promise<SnippetMatch> => {
  if (!filters.q) return { ...filters, namedAuthors: [], namedCategories: [] };
  const pattern = containsPattern(filters.q);
  const named = (await db('authors')
    .select(db.raw("'author' as kind"), 'id')
    .where('name', 'ilike', pattern)
    .unionAll(db('categories').select(db.raw("'category' as kind"), 'id').where('category', 'ilike', pattern))) as {
    kind: 'author' | 'category';
    id: string;
  }[];
  return {
    ...filters,
    namedAuthors: named.filter((n) => n.kind === 'author').map((n) => n.id),
    namedCategories: named.filter((n) => n.kind === 'category').map((n) => n.id),
  };
};

/**
 * Narrows a query over `snippets as s` to the rows the match covers. `q` matches the text, the
 * author's name or the category's name, case-insensitively.
 *
 * Hot path (issue #12, bench/internal-list.ts). The text is matched in `text_lower`, folded when
 * it was written and indexed by trigrams (migration 20260101000600), with the pattern folded the
 * same way: a plain LIKE, equal to ILIKE on the text and a quarter of its cost on a full read. The
 * named authors and categories come as array values, so PostgreSQL knows how many there are,
 * combines the trigram and b-tree index scans in one BitmapOr when the matches are few, and looks
 * ids up in a hash when it reads the whole table. Looked up inside the statement instead (`in
 * (subquery)`, `any(array(subquery))`) they either kept the indexes out or were searched one by
 * one for every row ('ok', 250 authors: 190 ms on PGlite).
 */
export const applySnippetFilters = (query: Knex.QueryBuilder, match: SnippetMatch): Knex.QueryBuilder => {
  const { q, authorId, categoryId, namedAuthors, namedCategories } = match;
  if (authorId) query.where('s.author', authorId);
  if (categoryId) query.where('s.category', categoryId);
  if (q) {
    query.where((where) => {
      if (hasTrigram(q)) where.whereRaw('s.text_lower like lower(?)', [containsPattern(q)]);
      else where.whereRaw('strpos(s.text_lower, lower(?)) > 0', [q]);
      if (namedAuthors.length > 0) where.orWhereRaw('s.author = any(?::uuid[])', [namedAuthors]);
      if (namedCategories.length > 0) where.orWhereRaw('s.category = any(?::uuid[])', [namedCategories]);
    });
  }
  return query;
};

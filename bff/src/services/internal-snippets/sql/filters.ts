// The internal list's hand-written SQL (decision 025): its filters, its page and its pickers'
// searches, the hot path of issue #12 (decisions 010 and 020, bench/internal-list.ts). Plain reads
// and writes of snippets, authors and categories go through the models.
import type { Knex } from 'knex';
import { containsPattern, hasTrigram, type SnippetFilters, type SnippetMatch } from '../snippet-filters';

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
 * The text is matched in `text_lower`, folded when it was written and indexed by trigrams
 * (migration 20260101000600), with the pattern folded the same way: a plain LIKE, equal to ILIKE on
 * the text and a quarter of its cost on a full read. The named authors and categories come as
 * array values, so PostgreSQL knows how many there are, combines the trigram and b-tree index scans
 * in one BitmapOr when the matches are few, and looks ids up in a hash when it reads the whole
 * table. Looked up inside the statement instead (`in (subquery)`, `any(array(subquery))`) they
 * either kept the indexes out or were searched one by one for every row ('ok', 250 authors: 190 ms
 * on PGlite).
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

/**
 * The rows of `table` named by one column (`author` or `category`) of the snippets the filters
 * match, as `<table> as t join matching on matching.id = t.id`: the narrowed options of product §4.
 *
 * The distinct ids are gathered first, in a materialised CTE, through the filters' indexes. Left to
 * itself PostgreSQL misjudged a search's matches and probed the snippets of each of 2,000 authors in
 * turn, reading all 100,000 rows by index (660 ms on PostgreSQL); gathered, a common word's 14,000
 * matches take a tenth of that.
 */
export const namesOfMatching = (db: Knex, table: 'authors' | 'categories', column: 'author' | 'category', match: SnippetMatch) =>
  db
    .queryBuilder()
    .withMaterialized('matching', applySnippetFilters(db('snippets as s').distinct(`s.${column} as id`), match))
    .from(`${table} as t`)
    .join('matching as m', 'm.id', 't.id');

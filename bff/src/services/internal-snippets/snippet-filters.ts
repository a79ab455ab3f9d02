/** The list's filters (product §4, cumulative); each is optional. */
export interface SnippetFilters {
  q?: string | undefined;
  authorId?: string | undefined;
  categoryId?: string | undefined;
}

/** The filters with the authors and categories whose names match `q` looked up: what narrows a query (sql/filters.ts). */
export interface SnippetMatch extends SnippetFilters {
  namedAuthors: string[];
  namedCategories: string[];
}

/** Whether any filter is set: without one, a list of options is the whole table. */
export const narrows = ({ q, authorId, categoryId }: SnippetFilters): boolean => Boolean(q || authorId || categoryId);

/**
 * Whether pg_trgm can take trigrams from `q`: only from a run of three letters or digits. Without
 * one its index can only be read whole (a GIN full scan), and reading the table is cheaper, so
 * such a `q` is matched where the index cannot be used.
 */
export const hasTrigram = (q: string): boolean => /[\p{L}\p{N}]{3}/u.test(q);

/** `q` as a LIKE pattern matching it anywhere: its own `%`, `_` and `\` match themselves. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

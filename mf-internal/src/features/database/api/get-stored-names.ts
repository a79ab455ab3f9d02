import { internalOptionEndpoints, NAMES_LOOKUP_MAX } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';

/** What a snippet record refers to by id. */
export type ReferenceKind = 'author' | 'category';

/**
 * GET /api/internal/authors?ids= or /categories?ids=: the names of those of `ids` that are
 * stored (at most NAMES_LOOKUP_MAX ids), by id; an id not stored is absent.
 */
export async function getStoredNames(kind: ReferenceKind, ids: readonly string[]): Promise<Map<string, string>> {
  const query = { ids: ids.slice(0, NAMES_LOOKUP_MAX).join(',') };
  if (kind === 'author') {
    const authors = await callApi(internalOptionEndpoints.listInternalAuthors, { query });
    return new Map(authors.map((a) => [a.id.toLowerCase(), a.name]));
  }
  const categories = await callApi(internalOptionEndpoints.listInternalCategories, { query });
  return new Map(categories.map((c) => [c.id.toLowerCase(), c.category]));
}

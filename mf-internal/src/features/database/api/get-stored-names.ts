import { api, NAMES_LOOKUP_MAX, type Author, type Category } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';

/** What a snippet record refers to by id. */
export type ReferenceKind = 'author' | 'category';

/**
 * GET /api/internal/authors?ids= or /categories?ids=: the names of those of `ids` that are
 * stored (at most NAMES_LOOKUP_MAX ids), by id; an id not stored is absent.
 */
export async function getStoredNames(kind: ReferenceKind, ids: readonly string[]): Promise<Map<string, string>> {
  const query = new URLSearchParams({ ids: ids.slice(0, NAMES_LOOKUP_MAX).join(',') });
  if (kind === 'author') {
    const authors = await apiRequest<Author[]>(`${api.internalAuthors}?${query}`);
    return new Map(authors.map((a) => [a.id.toLowerCase(), a.name]));
  }
  const categories = await apiRequest<Category[]>(`${api.internalCategories}?${query}`);
  return new Map(categories.map((c) => [c.id.toLowerCase(), c.category]));
}

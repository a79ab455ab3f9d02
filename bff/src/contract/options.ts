import * as v from 'valibot';
import { messages } from './messages/index';
import { responseSchema } from './response-schema';
import { snippetForEditSchema } from './snippets';

// Issue #24, item 1 (decision 020): the author and category pickers search where the rows are.
// GET /api/internal/authors and /categories keep docs/product.md's shape (every row, or the list's narrowed
// options) for other callers; the pickers ask these paged searches instead.

const mi = messages.internal;

/** Options per page of a picker's search, by default and at most. */
export const OPTIONS_PAGE = 50;
export const OPTIONS_PAGE_MAX = 200;
/** Longest text a picker searches with (and the list's `q` it is narrowed by). */
export const OPTIONS_SEARCH_MAX = 200;

const text = v.optional(v.pipe(v.string(mi.searchTooLong), v.trim(), v.maxLength(OPTIONS_SEARCH_MAX, mi.searchTooLong)));
const optionalUuid = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.uuid(message)));
const page = {
  /** What was typed: words each a case-insensitive part of the name, in any order. */
  search: text,
  /** The next page's `X-Next-Cursor`: opaque (a name and an id, base64url). */
  cursor: v.optional(v.pipe(v.string(mi.cursorInvalid), v.regex(/^[\w-]{1,1400}$/, mi.cursorInvalid))),
  limit: v.optional(
    v.pipe(
      v.string(mi.limitInvalid),
      v.regex(/^\d{1,3}$/, mi.limitInvalid),
      v.transform(Number),
      v.minValue(1, mi.limitInvalid),
      v.maxValue(OPTIONS_PAGE_MAX, mi.limitInvalid),
    ),
  ),
};

/**
 * GET /api/internal/author-options: one page of authors whose name contains each word of `search`, sorted by
 * name (case-insensitively), as `Author[]`; the next page's cursor in `X-Next-Cursor`. With the
 * list's `q` and/or `categoryId`, only among the authors of the snippets they match (product §4's
 * narrowing, as GET /api/internal/authors?q=&categoryId= answers it whole).
 */
export const authorSearchQuerySchema = v.object({ ...page, q: text, categoryId: optionalUuid(mi.categoryIdInvalid) });
export type AuthorSearchQuery = v.InferOutput<typeof authorSearchQuerySchema>;
/** GET /api/internal/category-options: likewise for categories, narrowed by `q` and/or `authorId`. */
export const categorySearchQuerySchema = v.object({ ...page, q: text, authorId: optionalUuid(mi.authorIdInvalid) });
export type CategorySearchQuery = v.InferOutput<typeof categorySearchQuerySchema>;

/** An author or category id in a path (`/api/internal/authors/{id}`): a UUID, or a 400 with `message`. */
export const optionIdSchema = (message: string) => v.pipe(v.string(message), v.uuid(message));

/**
 * GET /api/internal/snippets/{id} as the edit form reads it: product §3's snippet with the names of
 * its author and category, so the pickers show them without asking for every option.
 */
export const snippetForEditNamedSchema = responseSchema((v) =>
  v.object({ ...snippetForEditSchema.entries, authorName: v.string(), categoryName: v.string() }),
);
export type SnippetForEditNamed = v.InferOutput<typeof snippetForEditNamedSchema>;

import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { messages } from '../messages/index';
import { authorSearchQuerySchema, categorySearchQuerySchema, optionIdSchema } from '../options';
import { responseSchema } from '../response-schema';
import { authorOptionsQuerySchema, authorSchema, categoryOptionsQuerySchema, categorySchema } from '../snippets';

const authors = responseSchema((v) => v.array(authorSchema));
const categories = responseSchema((v) => v.array(categorySchema));

/**
 * The authors and categories of the internal CMS, Internal only: whole lists (the list's narrowed
 * options, decision 010, or the names of given ids) and the pickers' paged searches (decision 020).
 */
export const internalOptionEndpoints = {
  /** Every author by name, or the list's narrowed options (`q`, `categoryId`), or those of `ids` that are stored. */
  listInternalAuthors: endpoint({
    method: 'GET',
    path: '/api/internal/authors',
    role: 'Internal',
    query: authorOptionsQuerySchema,
    response: authors,
  }),
  /** Likewise for categories, narrowed by `q` and `authorId`. */
  listInternalCategories: endpoint({
    method: 'GET',
    path: '/api/internal/categories',
    role: 'Internal',
    query: categoryOptionsQuerySchema,
    response: categories,
  }),
  /** One author, chosen by id (a filter from a link). */
  getInternalAuthor: endpoint({
    method: 'GET',
    path: '/api/internal/authors/:id',
    role: 'Internal',
    params: v.object({ id: optionIdSchema(messages.internal.authorIdInvalid) }),
    response: authorSchema,
    errors: [messages.internal.authorNotFound],
  }),
  /** One category, chosen by id. */
  getInternalCategory: endpoint({
    method: 'GET',
    path: '/api/internal/categories/:id',
    role: 'Internal',
    params: v.object({ id: optionIdSchema(messages.internal.categoryIdInvalid) }),
    response: categorySchema,
    errors: [messages.internal.categoryNotFound],
  }),
  /** One page of the Author picker's search, by name; the next page's cursor in X-Next-Cursor. */
  searchAuthorOptions: endpoint({
    method: 'GET',
    path: '/api/internal/author-options',
    role: 'Internal',
    query: authorSearchQuerySchema,
    response: authors,
    errors: [messages.internal.cursorInvalid],
  }),
  /** Likewise for the Category picker. */
  searchCategoryOptions: endpoint({
    method: 'GET',
    path: '/api/internal/category-options',
    role: 'Internal',
    query: categorySearchQuerySchema,
    response: categories,
    errors: [messages.internal.cursorInvalid],
  }),
};

import { endpoint } from '../endpoint';
import { favouriteStateSchema, memberSnippetSchema } from '../member-snippets';
import { messages } from '../messages/index';
import { responseSchema } from '../response-schema';
import { randomSnippetQuerySchema, snippetIdParamsSchema } from '../snippet-ids';

const m = messages.snippets;

/** The Snippets app (product §4, §7, issue #11): Member only, each on the caller's own data. */
export const memberSnippetEndpoints = {
  /** A random snippet other than `exclude`, or 204 when there is none at all. */
  getRandomSnippet: endpoint({
    method: 'GET',
    path: '/api/snippets/random',
    role: 'Member',
    query: randomSnippetQuerySchema,
    response: responseSchema((v) => v.optional(memberSnippetSchema)),
  }),
  /** Records one view of a snippet shown (204), at most SNIPPET_VIEWS_RATE per Member. */
  recordSnippetView: endpoint({
    method: 'POST',
    path: '/api/snippets/:id/view',
    role: 'Member',
    params: snippetIdParamsSchema,
    errors: [m.notFound, m.tooManyViews],
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/api/snippets/:id/favourite',
    role: 'Member',
    params: snippetIdParamsSchema,
    response: favouriteStateSchema,
    errors: [m.notFound],
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/api/snippets/:id/favourite',
    role: 'Member',
    params: snippetIdParamsSchema,
    response: favouriteStateSchema,
    errors: [m.notFound],
  }),
  /** The caller's favourites, newest first. */
  listFavourites: endpoint({
    method: 'GET',
    path: '/api/snippets/favourites',
    role: 'Member',
    response: responseSchema((v) => v.array(memberSnippetSchema)),
  }),
};

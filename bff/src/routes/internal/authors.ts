import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalOptionEndpoints as endpoints } from '../../contract/endpoints/internal-options';
import { NEXT_CURSOR_HEADER } from '../../contract/snippets';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { createAuthorOptions } from '../../services/internal-snippets/author-options';
import { createAuthorReader, createAuthorSearch } from '../../services/internal-snippets/search-options';

/**
 * GET /api/internal/authors: every author, or the list's narrowed options (decision 010).
 * The pickers (issue #24, decision 020): GET /api/internal/author-options, one page of a search by
 * name (the next page's cursor in X-Next-Cursor), and GET /api/internal/authors/{id}, a chosen one.
 */
export const internalAuthorRoutes = (deps: AppDeps): Router => {
  const options = createAuthorOptions(deps);
  const search = createAuthorSearch(deps);
  const read = createAuthorReader(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.listInternalAuthors, (_ctx, { query }) => options(query));
  bindEndpoint(router, endpoints.getInternalAuthor, (_ctx, { params }) => read(params.id));
  bindEndpoint(router, endpoints.searchAuthorOptions, async (ctx, { query }) => {
    const page = await search(query);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });
  return router;
};

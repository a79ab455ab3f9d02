import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalOptionEndpoints as endpoints } from '../../contract/endpoints/internal-options';
import { NEXT_CURSOR_HEADER } from '../../contract/snippets';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { createCategoryOptions } from '../../services/internal-snippets/category-options';
import { createCategoryReader, createCategorySearch } from '../../services/internal-snippets/search-options';

/**
 * GET /api/internal/categories: every category, or the list's narrowed options (decision 010).
 * The pickers (issue #24, decision 020): GET /api/internal/category-options, one page of a search by
 * name (the next page's cursor in X-Next-Cursor), and GET /api/internal/categories/{id}, a chosen one.
 */
export const internalCategoryRoutes = (deps: AppDeps): Router => {
  const options = createCategoryOptions(deps);
  const search = createCategorySearch(deps);
  const read = createCategoryReader(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.listInternalCategories, (_ctx, { query }) => options(query));
  bindEndpoint(router, endpoints.getInternalCategory, (_ctx, { params }) => read(params.id));
  bindEndpoint(router, endpoints.searchCategoryOptions, async (ctx, { query }) => {
    const page = await search(query);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });
  return router;
};

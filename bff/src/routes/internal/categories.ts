import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { messages } from '../../contract/messages';
import { categorySearchQuerySchema, optionIdSchema } from '../../contract/options';
import { api, pathPattern } from '../../contract/paths';
import { categoryOptionsQuerySchema, NEXT_CURSOR_HEADER } from '../../contract/snippets';
import { createRouter } from '../../http/router';
import { parse, parseQuery } from '../../http/validate';
import { requireCategory } from '../../middleware/roles';
import { createCategoryOptions } from '../../services/internal-snippets/category-options';
import { createCategoryReader, createCategorySearch } from '../../services/internal-snippets/search-options';

/**
 * GET /api/internal/categories: Internal only; every category, or the list's narrowed options (decision 010).
 * The pickers (issue #24, decision 020): GET /api/internal/category-options, one page of a search by
 * name (the next page's cursor in X-Next-Cursor), and GET /api/internal/categories/{id}, a chosen one.
 */
export const internalCategoryRoutes = (deps: AppDeps): Router => {
  const options = createCategoryOptions(deps);
  const search = createCategorySearch(deps);
  const read = createCategoryReader(deps);
  const internal = requireCategory('Internal');
  const router = createRouter();
  router.get(api.internalCategories, internal, async (ctx) => {
    ctx.body = await options(parseQuery(ctx, categoryOptionsQuerySchema));
  });
  router.get(pathPattern(api.internalCategory), internal, async (ctx) => {
    ctx.body = await read(parse(optionIdSchema(messages.internal.categoryIdInvalid), ctx.params.id));
  });
  router.get(api.internalCategoryOptions, internal, async (ctx) => {
    const page = await search(parseQuery(ctx, categorySearchQuerySchema));
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.items;
  });
  return router;
};

import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { api } from '../../contract/paths';
import { categoryOptionsQuerySchema } from '../../contract/snippets';
import { createRouter } from '../../http/router';
import { parseQuery } from '../../http/validate';
import { requireCategory } from '../../middleware/roles';
import { createCategoryOptions } from '../../services/internal-snippets/category-options';

/** GET /api/internal/categories: Internal only; every category, or the list's narrowed options (decision 010). */
export const internalCategoryRoutes = (deps: AppDeps): Router => {
  const options = createCategoryOptions(deps);
  const router = createRouter();
  router.get(api.internalCategories, requireCategory('Internal'), async (ctx) => {
    ctx.body = await options(parseQuery(ctx, categoryOptionsQuerySchema));
  });
  return router;
};

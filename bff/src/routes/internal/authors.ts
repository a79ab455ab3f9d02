import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { api } from '../../contract/paths';
import { authorOptionsQuerySchema } from '../../contract/snippets';
import { createRouter } from '../../http/router';
import { parseQuery } from '../../http/validate';
import { requireCategory } from '../../middleware/roles';
import { createAuthorOptions } from '../../services/internal-snippets/author-options';

/** GET /api/internal/authors: Internal only; every author, or the list's narrowed options (decision 010). */
export const internalAuthorRoutes = (deps: AppDeps): Router => {
  const options = createAuthorOptions(deps);
  const router = createRouter();
  router.get(api.internalAuthors, requireCategory('Internal'), async (ctx) => {
    ctx.body = await options(parseQuery(ctx, authorOptionsQuerySchema));
  });
  return router;
};

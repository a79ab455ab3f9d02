import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { messages } from '../../contract/messages';
import { authorSearchQuerySchema, optionIdSchema } from '../../contract/options';
import { api, pathPattern } from '../../contract/paths';
import { authorOptionsQuerySchema, NEXT_CURSOR_HEADER } from '../../contract/snippets';
import { createRouter } from '../../http/router';
import { parse, parseQuery } from '../../http/validate';
import { requireCategory } from '../../middleware/roles';
import { createAuthorOptions } from '../../services/internal-snippets/author-options';
import { createAuthorReader, createAuthorSearch } from '../../services/internal-snippets/search-options';

/**
 * GET /api/internal/authors: Internal only; every author, or the list's narrowed options (decision 010).
 * The pickers (issue #24, decision 020): GET /api/internal/author-options, one page of a search by
 * name (the next page's cursor in X-Next-Cursor), and GET /api/internal/authors/{id}, a chosen one.
 */
export const internalAuthorRoutes = (deps: AppDeps): Router => {
  const options = createAuthorOptions(deps);
  const search = createAuthorSearch(deps);
  const read = createAuthorReader(deps);
  const internal = requireCategory('Internal');
  const router = createRouter();
  router.get(api.internalAuthors, internal, async (ctx) => {
    ctx.body = await options(parseQuery(ctx, authorOptionsQuerySchema));
  });
  router.get(pathPattern(api.internalAuthor), internal, async (ctx) => {
    ctx.body = await read(parse(optionIdSchema(messages.internal.authorIdInvalid), ctx.params.id));
  });
  router.get(api.internalAuthorOptions, internal, async (ctx) => {
    const page = await search(parseQuery(ctx, authorSearchQuerySchema));
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.items;
  });
  return router;
};

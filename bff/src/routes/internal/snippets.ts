import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps';
import { api, pathPattern } from '../../contract/paths';
import {
  internalSnippetsQuerySchema,
  NEXT_CURSOR_HEADER,
  snippetIdSchema,
  snippetSaveSchema,
  TOTAL_COUNT_HEADER,
} from '../../contract/snippets';
import { createRouter } from '../../http/router';
import { parse, parseBody, parseQuery } from '../../http/validate';
import { longTextBody } from '../../middleware/body';
import { requireCategory } from '../../middleware/roles';
import { createSnippetCreator } from '../../services/internal-snippets/create-snippet';
import { createListSnippets } from '../../services/internal-snippets/list-snippets';
import { createSnippetReader } from '../../services/internal-snippets/read-snippet';
import { createSnippetUpdater } from '../../services/internal-snippets/update-snippet';

/** The `:id` of the path, a UUID (product §3) or a 400; never handed to the database malformed. */
const snippetId = (ctx: Context): string => parse(snippetIdSchema, ctx.params.id);

/**
 * The snippets of the internal CMS (product §2, §7; issue #12): Internal only. `/create` is a literal
 * path beside `/:id`; they cannot meet, since `/:id` is only read (GET) and `/:id/update` has two
 * segments. `/generate-explanation` is served by routes/internal/explanations.ts.
 */
export const internalSnippetRoutes = (deps: AppDeps): Router => {
  const list = createListSnippets(deps);
  const read = createSnippetReader(deps);
  const create = createSnippetCreator(deps);
  const update = createSnippetUpdater(deps);
  const internal = requireCategory('Internal');
  const router = createRouter();

  // One page of product §7's list; the filtered total and the next page travel in headers (decision 010).
  router.get(api.internalSnippets, internal, async (ctx) => {
    const page = await list(parseQuery(ctx, internalSnippetsQuerySchema));
    ctx.set(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.items;
  });

  router.get(pathPattern(api.internalSnippet), internal, async (ctx) => {
    ctx.body = await read(snippetId(ctx));
  });

  router.post(api.createSnippet, internal, longTextBody(), async (ctx) => {
    ctx.body = await create(parseBody(ctx, snippetSaveSchema));
    ctx.status = 201;
  });

  router.post(pathPattern(api.updateSnippet), internal, longTextBody(), async (ctx) => {
    const id = snippetId(ctx);
    ctx.body = await update(id, parseBody(ctx, snippetSaveSchema));
  });

  return router;
};

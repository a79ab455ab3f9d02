import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalSnippetEndpoints as endpoints } from '../../contract/endpoints/internal-snippets';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../contract/snippets';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { staffAction } from '../../services/activity/staff-actions';
import { createSnippetCreator } from '../../services/internal-snippets/create-snippet';
import { createListSnippets } from '../../services/internal-snippets/list-snippets';
import { createSnippetReader } from '../../services/internal-snippets/read-snippet';
import { createSnippetUpdater } from '../../services/internal-snippets/update-snippet';

/**
 * The snippets of the internal CMS (product §2, §7; issue #12), as contract/endpoints/internal-snippets.ts
 * declares them. `/generate-explanation` is served by routes/internal/explanations.ts.
 */
export const internalSnippetRoutes = (deps: AppDeps): Router => {
  const list = createListSnippets(deps);
  const read = createSnippetReader(deps);
  const create = createSnippetCreator(deps);
  const update = createSnippetUpdater(deps);
  const router = createRouter();

  // One page of product §7's list; the filtered total and the next page travel in headers (decision 010).
  bindEndpoint(router, endpoints.listInternalSnippets, async (ctx, { query }) => {
    const page = await list(query);
    ctx.set(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  });
  bindEndpoint(router, endpoints.getInternalSnippet, (_ctx, { params }) => read(params.id));
  // Each save and its activity event are one transaction (decision 029).
  bindEndpoint(router, endpoints.createSnippet, (ctx, { body }) =>
    create(
      body,
      staffAction(ctx, 'snippet-created', (id) => ({ snippet: id }), deps.clock.now()),
    ),
  );
  bindEndpoint(router, endpoints.updateSnippet, (ctx, { params, body }) =>
    update(
      params.id,
      body,
      staffAction(ctx, 'snippet-edited', (id) => ({ snippet: id }), deps.clock.now()),
    ),
  );

  return router;
};

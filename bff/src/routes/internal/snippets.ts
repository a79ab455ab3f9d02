import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalSnippetEndpoints as endpoints } from '../../contract/endpoints/internal-snippets';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../contract/snippets';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { recordStaffAction } from '../../services/activity/staff-actions';
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
  bindEndpoint(router, endpoints.createSnippet, async (ctx, { body }) => {
    const created = await create(body);
    await recordStaffAction(deps.db, ctx, 'snippet-created', { snippet: created.id }, deps.clock.now());
    return created;
  });
  bindEndpoint(router, endpoints.updateSnippet, async (ctx, { params, body }) => {
    const updated = await update(params.id, body);
    await recordStaffAction(deps.db, ctx, 'snippet-edited', { snippet: updated.id }, deps.clock.now());
    return updated;
  });

  return router;
};

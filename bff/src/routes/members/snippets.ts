import type Router from '@koa/router';
import * as v from 'valibot';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import type { MemberSnippet } from '../../contract/member-snippets';
import { randomSnippetQuerySchema } from '../../contract/snippet-ids';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { memberRate } from '../../middleware/member-rate';
import { currentUser } from '../../middleware/roles';
import { createFavourites } from '../../services/snippets/favourites';
import { createRandomSnippet } from '../../services/snippets/random-snippet';
import { FIRST_DRAW_READ } from '../../services/snippets/sql';
import { createSnippetViews } from '../../services/snippets/views';
import { joinedResult, rideOnSessionRead } from '../../sessions/joined-read';

/** The Snippets app's calls (product §7, issue #11): Member only, each on the caller's own data. */
export const memberSnippetRoutes = (deps: AppDeps): Router => {
  const random = createRandomSnippet(deps);
  const views = createSnippetViews(deps);
  const favourites = createFavourites(deps);
  const router = createRouter();

  // The viewer's every refresh: its first draw rides on the session read (issue #11: one database
  // round trip, docs/decisions/013). A malformed `exclude` rides nothing: the route answers its 400.
  rideOnSessionRead(router, {
    method: 'GET',
    path: endpoints.getRandomSnippet.path,
    category: 'Member',
    ...FIRST_DRAW_READ,
    values: (ctx) => {
      const query = v.safeParse(randomSnippetQuerySchema, ctx.query);
      return query.success ? random.firstDrawValues(query.output.exclude) : undefined;
    },
  });
  // No snippet at all answers nothing: 204.
  bindEndpoint(
    router,
    endpoints.getRandomSnippet,
    async (ctx, { query }) => (await random.pick(currentUser(ctx).id, query.exclude, joinedResult<MemberSnippet>(ctx))) ?? undefined,
  );

  // The service hands the list over as JSON text already (favourites.listJson says why).
  bindEndpoint(router, endpoints.listFavourites, async (ctx) => {
    ctx.type = 'json';
    ctx.body = await favourites.listJson(currentUser(ctx).id);
  });

  bindEndpoint(router, endpoints.recordSnippetView, (ctx, { params }) => views.record(currentUser(ctx).id, params.id), {
    before: [memberRate(deps, 'snippetViews')],
  });

  bindEndpoint(router, endpoints.addFavourite, (ctx, { params }) => favourites.add(currentUser(ctx).id, params.id));

  bindEndpoint(router, endpoints.removeFavourite, (ctx, { params }) => favourites.remove(currentUser(ctx).id, params.id));

  return router;
};

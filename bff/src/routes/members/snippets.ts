import type Router from '@koa/router';
import type { Context } from 'koa';
import * as v from 'valibot';
import type { AppDeps } from '../../app-deps';
import { api, pathPattern } from '../../contract/paths';
import { randomSnippetQuerySchema, snippetIdSchema, type MemberSnippet } from '../../contract/snippets';
import { createRouter } from '../../http/router';
import { parse, parseQuery } from '../../http/validate';
import { memberRate } from '../../middleware/member-rate';
import { currentUser, requireCategory } from '../../middleware/roles';
import { createFavourites } from '../../services/snippets/favourites';
import { createRandomSnippet } from '../../services/snippets/random-snippet';
import { FIRST_DRAW_READ } from '../../services/snippets/sql';
import { createSnippetViews } from '../../services/snippets/views';
import { joinedResult, rideOnSessionRead } from '../../sessions/joined-read';

/** The `:id` of the path, a UUID (product §3) or a 400; never handed to the database malformed. */
const snippetId = (ctx: Context): string => parse(snippetIdSchema, ctx.params.id);

/** The Snippets app's calls (product §7, issue #11): Member only, each on the caller's own data. */
export const memberSnippetRoutes = (deps: AppDeps): Router => {
  const random = createRandomSnippet(deps);
  const views = createSnippetViews(deps);
  const favourites = createFavourites(deps);
  const member = requireCategory('Member');
  const router = createRouter();

  // The viewer's every refresh: its first draw rides on the session read (issue #11: one database
  // round trip, docs/decisions/013). A malformed `exclude` rides nothing: the route answers its 400.
  rideOnSessionRead(router, {
    method: 'GET',
    path: api.randomSnippet,
    category: 'Member',
    ...FIRST_DRAW_READ,
    values: (ctx) => {
      const query = v.safeParse(randomSnippetQuerySchema, ctx.query);
      return query.success ? random.firstDrawValues(query.output.exclude) : undefined;
    },
  });
  router.get(api.randomSnippet, member, async (ctx) => {
    const { exclude } = parseQuery(ctx, randomSnippetQuerySchema);
    const snippet = await random.pick(currentUser(ctx).id, exclude, joinedResult<MemberSnippet>(ctx));
    if (snippet) ctx.body = snippet;
    else ctx.status = 204;
  });

  router.get(api.favourites, member, async (ctx) => {
    ctx.type = 'json';
    ctx.body = await favourites.listJson(currentUser(ctx).id);
  });

  router.post(pathPattern(api.snippetView), member, memberRate(deps, 'snippetViews'), async (ctx) => {
    await views.record(currentUser(ctx).id, snippetId(ctx));
    ctx.status = 204;
  });

  router.post(pathPattern(api.snippetFavourite), member, async (ctx) => {
    ctx.body = await favourites.add(currentUser(ctx).id, snippetId(ctx));
  });

  router.delete(pathPattern(api.snippetFavourite), member, async (ctx) => {
    ctx.body = await favourites.remove(currentUser(ctx).id, snippetId(ctx));
  });

  return router;
};

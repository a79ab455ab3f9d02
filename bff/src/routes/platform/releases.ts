import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { releaseMessages, type ReleaseActor, type ReleaseRefusal } from '../../contract/releases';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { currentUser } from '../../middleware/roles';
import { liveReleasesFor, releaseServiceFor } from '../../services/releases/for-app';

/** Who is asking: the area's pipeline by its token, else the staff user of the session. */
const actorOf = (ctx: Context): ReleaseActor =>
  ctx.state.deployToken ? { kind: 'deploy-token', name: ctx.state.deployToken.area } : { kind: 'user', name: currentUser(ctx).email };

const refusedWith = (ctx: Context, refusal: ReleaseRefusal) => {
  ctx.status = 422;
  ctx.body = refusal;
};

/**
 * /api/releases (issue #26): a pipeline with its area's deploy token, or staff, releases a build
 * (checked first: 422 with every reason), promotes a canary, rolls back, and reads the history.
 */
export const releaseRoutes = (deps: AppDeps): Router => {
  // The app's live map is read again after a change here (made on first use: listing the routes starts no poll).
  const releases = releaseServiceFor(deps, { refresh: () => liveReleasesFor(deps).refresh() });
  const router = createRouter();

  bindEndpoint(router, endpoints.createRelease, async (ctx, { body }) => {
    const outcome = await releases.release({ ...body, actor: actorOf(ctx) });
    if ('release' in outcome) return outcome.release;
    refusedWith(ctx, { error: releaseMessages.refused, reasons: outcome.refused.reasons, release: outcome.refused });
  });

  bindEndpoint(router, endpoints.releaseHistory, (_ctx, { params, query }) => releases.history(params.area, query.limit));

  bindEndpoint(router, endpoints.promoteRelease, (ctx, { params }) => releases.promote(params.area, actorOf(ctx)));

  bindEndpoint(router, endpoints.rollbackRelease, async (ctx, { params, body }) => {
    const outcome = await releases.rollback(params.area, body.to, actorOf(ctx));
    if ('state' in outcome) return outcome.state;
    refusedWith(ctx, { error: releaseMessages.rollbackRefused, reasons: outcome.reasons });
  });
  return router;
};

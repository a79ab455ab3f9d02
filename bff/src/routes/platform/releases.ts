import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { releaseMessages, releaseSignalMessages, type ReleaseActor, type ReleaseRefusal } from '../../contract/releases';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { currentUser } from '../../middleware/roles';
import { createTokenBuckets } from '../../services/rate-limit/token-buckets';
import { liveReleasesFor, releaseServiceFor, releaseSignalsFor } from '../../services/releases/for-app';
import { releasesOverview } from '../../services/releases/overview';
import { servedBuild, visitorIdOf } from '../../services/releases/visitor';

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

  // The shell's beacon (issue #26 item 6): per client address, counted in the process (decision 017's buckets).
  const buckets = createTokenBuckets({ clock: deps.clock });
  const { limit, windowMs } = deps.config.releases.signalsRate;
  const signalsRate: Middleware = async (ctx, next) => {
    buckets.consume([{ key: `releaseSignals:${ctx.ip}`, limit, windowMs }], { message: releaseSignalMessages.tooManySignals });
    await next();
  };
  bindEndpoint(
    router,
    endpoints.recordReleaseSignals,
    (ctx, { body }) => {
      // A signal without a build (the area failed before its manifest loaded) counts against the build this visitor is served.
      const visitor = visitorIdOf(ctx);
      const serving = liveReleasesFor(deps).current();
      const signals = body.signals.map((s) => ({ ...s, build: s.build ?? servedBuild(serving, s.area, visitor) }));
      releaseSignalsFor(deps).add(signals, deps.clock.now());
    },
    { before: [signalsRate] },
  );

  bindEndpoint(router, endpoints.releasesOverview, () => releasesOverview(deps.db, deps.clock.now()));

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

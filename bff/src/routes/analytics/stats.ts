import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { analyticsStatsQuerySchema } from '../../contract/analytics';
import { api } from '../../contract/paths';
import { createRouter } from '../../http/router';
import { parseQuery } from '../../http/validate';
import { requireCategory } from '../../middleware/roles';
import { createAnalyticsStats } from '../../services/analytics/stats';

/** The statistics the internal analytics dashboard reads (product §7, issue #13); Internal only. */
export const analyticsStatsRoutes = (deps: AppDeps): Router => {
  const stats = createAnalyticsStats(deps);
  const router = createRouter();
  const internal = requireCategory('Internal');

  router.get(api.analyticsPageViews, internal, async (ctx) => {
    ctx.body = await stats.pageViews(parseQuery(ctx, analyticsStatsQuerySchema));
  });
  router.get(api.analyticsTopPages, internal, async (ctx) => {
    ctx.body = await stats.topPages(parseQuery(ctx, analyticsStatsQuerySchema));
  });
  router.get(api.analyticsEvents, internal, async (ctx) => {
    ctx.body = await stats.events(parseQuery(ctx, analyticsStatsQuerySchema));
  });
  router.get(api.analyticsSessions, internal, async (ctx) => {
    ctx.body = await stats.sessions(parseQuery(ctx, analyticsStatsQuerySchema));
  });
  router.get(api.analyticsBuilds, internal, async (ctx) => {
    ctx.body = await stats.builds(parseQuery(ctx, analyticsStatsQuerySchema));
  });
  router.get(api.analyticsActive, internal, async (ctx) => {
    ctx.body = await stats.active();
  });
  return router;
};

import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { createAnalyticsStats } from '../../services/analytics/stats';

/** The statistics the internal analytics dashboard reads (product §7, issue #13); Internal only. */
export const analyticsStatsRoutes = (deps: AppDeps): Router => {
  const stats = createAnalyticsStats(deps);
  const router = createRouter();

  bindEndpoint(router, endpoints.getDailyPageViews, (_ctx, { query }) => stats.pageViews(query));
  bindEndpoint(router, endpoints.getTopPages, (_ctx, { query }) => stats.topPages(query));
  bindEndpoint(router, endpoints.getEventCounts, (_ctx, { query }) => stats.events(query));
  bindEndpoint(router, endpoints.getVisitStats, (_ctx, { query }) => stats.visits(query));
  bindEndpoint(router, endpoints.getBuildViews, (_ctx, { query }) => stats.builds(query));
  bindEndpoint(router, endpoints.getActiveMembers, () => stats.active());
  return router;
};

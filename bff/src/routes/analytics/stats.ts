import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { createAnalyticsStats } from '../../services/analytics/stats';
import { statsRange } from '../../services/analytics/stats-range';
import { buildHealth } from '../../services/releases/signals';

/** The statistics the internal analytics dashboard reads (product §7, issue #13); Internal only. */
export const analyticsStatsRoutes = (deps: AppDeps): Router => {
  const stats = createAnalyticsStats(deps);
  const router = createRouter();

  bindEndpoint(router, endpoints.getDailyPageViews, (_ctx, { query }) => stats.pageViews(query));
  bindEndpoint(router, endpoints.getTopPages, (_ctx, { query }) => stats.topPages(query));
  bindEndpoint(router, endpoints.getEventCounts, (_ctx, { query }) => stats.events(query));
  bindEndpoint(router, endpoints.getVisitStats, (_ctx, { query }) => stats.visits(query));
  bindEndpoint(router, endpoints.getBuildViews, (_ctx, { query }) => stats.builds(query));
  // Loads and errors per build as the shell reported them (issue #26 item 6), over the same range as the others.
  bindEndpoint(router, endpoints.getBuildHealth, (_ctx, { query }) => {
    const range = statsRange(query, deps.clock.now());
    return buildHealth(deps.db, { since: range.start, until: range.end });
  });
  bindEndpoint(router, endpoints.getActiveMembers, () => stats.active());
  return router;
};

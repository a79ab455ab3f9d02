import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalActivityEndpoints as endpoints } from '../../contract/endpoints/activity';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { createActivityReader } from '../../services/activity/read-activity';

/** GET /api/internal/activity and GET /api/internal/dashboard: everyone's log, for staff (issue #27 items 8, 9). */
export const internalActivityRoutes = (deps: AppDeps): Router => {
  const reader = createActivityReader(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.getInternalActivity, (_ctx, { query }) => reader.everyone(query));
  bindEndpoint(router, endpoints.getInternalDashboard, () => reader.internalDashboard());
  return router;
};

import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { memberActivityEndpoints as endpoints } from '../../contract/endpoints/activity';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { currentUser } from '../../middleware/roles';
import { createActivityReader } from '../../services/activity/read-activity';

/** GET /api/members/activity and GET /api/members/dashboard: the signed-in Member's own log (issue #27 items 8, 9). */
export const memberActivityRoutes = (deps: AppDeps): Router => {
  const reader = createActivityReader(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.getMemberActivity, (ctx, { query }) => reader.own(currentUser(ctx).id, query));
  bindEndpoint(router, endpoints.getMemberDashboard, (ctx) => reader.memberDashboard(currentUser(ctx).id));
  return router;
};

import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { currentUser } from '../../middleware/roles';

/**
 * GET /api/user: the signed-in user, else 401. No service: the session read (sessions/store.ts)
 * already loaded the user with the session, in the one query a signed-in request costs.
 */
export const userRoutes = (_deps: AppDeps): Router => {
  const router = createRouter();
  bindEndpoint(router, endpoints.getUser, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return { user: currentUser(ctx) };
  });
  return router;
};

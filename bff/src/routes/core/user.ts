import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { api } from '../../contract/paths';
import type { UserResponse } from '../../contract/user';
import { createRouter } from '../../http/router';
import { currentUser } from '../../middleware/roles';

/**
 * GET /api/user: the signed-in user, else 401. No service: the session read (sessions/store.ts)
 * already loaded the user with the session, in the one query a signed-in request costs.
 */
export const userRoutes = (_deps: AppDeps): Router => {
  const router = createRouter();
  router.get(api.user, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const body: UserResponse = { user: currentUser(ctx) };
    ctx.body = body;
  });
  return router;
};

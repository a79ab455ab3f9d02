import { createRouter } from '../http/router';
import { api } from '../contract/paths';
import type { UserResponse } from '../contract/user';
import { currentUser } from '../middleware/roles';

/** GET /api/user: the signed-in user (loaded with the session), else 401. */
export const userRoutes = () => {
  const router = createRouter();
  router.get(api.user, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const body: UserResponse = { user: currentUser(ctx) };
    ctx.body = body;
  });
  return router;
};

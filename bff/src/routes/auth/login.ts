import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { messages } from '../../contract/messages';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { authServiceFor } from '../../services/auth/from-app';
import { signIn, signOut } from '../../sessions/sign-in';

/** POST /api/login and POST /api/logout. */
export const loginRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.login, async (ctx, { body }) => {
    const user = await auth.login(body, ctx.ip, ctx.get('user-agent'));
    // A fresh session id on every sign-in: a planted cookie never becomes a signed-in one.
    await signIn(ctx, user.id, { db: deps.db, maxSessionsPerUser: deps.config.sessionsMaxPerUser });
    return { user };
  });

  bindEndpoint(router, endpoints.logout, async (ctx) => {
    await auth.loggedOut(ctx.state.user?.id, ctx.ip, ctx.get('user-agent'));
    signOut(ctx);
    return { message: messages.auth.loggedOut };
  });
  return router;
};

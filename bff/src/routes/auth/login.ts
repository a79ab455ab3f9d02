import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { loginSchema } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { api } from '../../contract/paths';
import type { MessageResponse } from '../../contract/messages';
import type { UserResponse } from '../../contract/user';
import { createRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { authServiceFor } from '../../services/auth/from-app';
import { signIn, signOut } from '../../sessions/sign-in';

/** POST /api/login and POST /api/logout. */
export const loginRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const router = createRouter();
  router.post(api.login, async (ctx) => {
    const user = await auth.login(parseBody(ctx, loginSchema), ctx.ip);
    // A fresh session id on every sign-in: a planted cookie never becomes a signed-in one.
    await signIn(ctx, user.id, { db: deps.db, maxSessionsPerUser: deps.config.sessionsMaxPerUser });
    ctx.body = { user } satisfies UserResponse;
  });

  router.post(api.logout, async (ctx) => {
    auth.loggedOut(ctx.state.user?.id, ctx.ip);
    signOut(ctx);
    ctx.body = { message: messages.auth.loggedOut } satisfies MessageResponse;
  });
  return router;
};

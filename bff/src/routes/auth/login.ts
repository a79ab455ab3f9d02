import type Router from '@koa/router';
import { loginSchema } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { api } from '../../contract/paths';
import type { MessageResponse } from '../../contract/messages';
import type { UserResponse } from '../../contract/user';
import { bodyOf, parseInput } from './parse-input';
import type { AuthService } from '../../services/auth/auth-service';
import { signIn, signOut } from '../../sessions/sign-in';

/** POST /api/login and POST /api/logout. */
export const loginRoutes = (router: Router, auth: AuthService): void => {
  router.post(api.login, async (ctx) => {
    const user = await auth.login(parseInput(loginSchema, bodyOf(ctx)), ctx.ip);
    // A fresh session id on every sign-in: a planted cookie never becomes a signed-in one.
    await signIn(ctx, user.id);
    ctx.body = { user } satisfies UserResponse;
  });

  router.post(api.logout, async (ctx) => {
    auth.loggedOut(ctx.state.user?.id, ctx.ip);
    signOut(ctx);
    ctx.body = { message: messages.auth.loggedOut } satisfies MessageResponse;
  });
};

import type { Context, Middleware } from 'koa';
import type { CurrentUser, UserCategory } from '../contract/user';
import { forbidden, unauthorized } from '../http/errors';

/** The signed-in user, or a 401 (product §6: every /api route enforces its role on the server). */
export const currentUser = (ctx: Context): CurrentUser => {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
};

/** 401 when signed out, 403 when signed in with another category. */
export const requireCategory =
  (category: UserCategory): Middleware =>
  async (ctx, next) => {
    if (currentUser(ctx).category !== category) throw forbidden();
    await next();
  };

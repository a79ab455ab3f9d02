import type Router from '@koa/router';
import { requestPasswordResetSchema, resetPasswordSchema } from '../../contract/auth';
import { api } from '../../contract/paths';
import { bodyOf, parseInput } from './parse-input';
import type { AuthService } from '../../services/auth/auth-service';
import { noReferrer } from './no-referrer';

/** POST /api/request-password-reset and POST /api/reset-password. */
export const passwordResetRoutes = (router: Router, auth: AuthService): void => {
  router.post(api.requestPasswordReset, async (ctx) => {
    ctx.body = await auth.requestPasswordReset(parseInput(requestPasswordResetSchema, bodyOf(ctx)), ctx.ip);
  });

  router.post(api.resetPassword, noReferrer, async (ctx) => {
    ctx.body = await auth.resetPassword(parseInput(resetPasswordSchema, bodyOf(ctx)), ctx.ip);
  });
};

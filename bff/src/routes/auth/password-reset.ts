import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { requestPasswordResetSchema, resetPasswordSchema } from '../../contract/auth';
import { api } from '../../contract/paths';
import { createRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { noReferrer } from '../../middleware/no-referrer';
import { authServiceFor } from '../../services/auth/from-app';

/** POST /api/request-password-reset and POST /api/reset-password. */
export const passwordResetRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const router = createRouter();
  router.post(api.requestPasswordReset, async (ctx) => {
    ctx.body = await auth.requestPasswordReset(parseBody(ctx, requestPasswordResetSchema), ctx.ip);
  });

  router.post(api.resetPassword, noReferrer, async (ctx) => {
    ctx.body = await auth.resetPassword(parseBody(ctx, resetPasswordSchema), ctx.ip);
  });
  return router;
};

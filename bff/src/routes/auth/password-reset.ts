import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { noReferrer } from '../../middleware/no-referrer';
import { authServiceFor } from '../../services/auth/from-app';

/** POST /api/request-password-reset and POST /api/reset-password. */
export const passwordResetRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.requestPasswordReset, (ctx, { body }) => auth.requestPasswordReset(body, ctx.ip, ctx.get('user-agent')));

  bindEndpoint(router, endpoints.resetPassword, (ctx, { body }) => auth.resetPassword(body, ctx.ip, ctx.get('user-agent')), {
    before: [noReferrer],
  });
  return router;
};

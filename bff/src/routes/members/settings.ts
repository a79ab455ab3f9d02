import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { signedInRequest } from '../../http/signed-in-request';
import { authServiceFor } from '../../services/auth/from-app';

/** A blank password means "keep the current one" (product §5), even if a client sends it. */
const withoutBlankPassword = (body: unknown): unknown => {
  if (!body || typeof body !== 'object') return body;
  const { password, ...rest } = body as Record<string, unknown>;
  return password === '' || password === null ? rest : body;
};

/** PUT /api/members/settings: Member only. */
export const memberSettingsRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.updateMemberSettings, (ctx, { body }) => auth.updateSettings(signedInRequest(ctx), body), {
    prepareBody: withoutBlankPassword,
  });
  return router;
};

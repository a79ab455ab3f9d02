import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { memberSettingsSchema } from '../../contract/auth';
import { api } from '../../contract/paths';
import { createRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { currentUser, requireCategory } from '../../middleware/roles';
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
  router.put(api.memberSettings, requireCategory('Member'), async (ctx) => {
    const input = parseBody(ctx, memberSettingsSchema, withoutBlankPassword);
    ctx.body = await auth.updateSettings(currentUser(ctx).id, ctx.state.sessionHash, input, ctx.ip);
  });
  return router;
};

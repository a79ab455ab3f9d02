import type Router from '@koa/router';
import { memberSettingsSchema } from '../contract/auth';
import { api } from '../contract/paths';
import { bodyOf, parseInput } from './auth/parse-input';
import { currentUser, requireCategory } from '../middleware/roles';
import type { AuthService } from '../services/auth/auth-service';

/** A blank password means "keep the current one" (SPEC §5), even if a client sends it. */
const withoutBlankPassword = (body: unknown): unknown => {
  if (!body || typeof body !== 'object') return body;
  const { password, ...rest } = body as Record<string, unknown>;
  return password === '' || password === null ? rest : body;
};

/** PUT /api/members/settings: Member only. */
export const memberSettingsRoutes = (router: Router, auth: AuthService): void => {
  router.put(api.memberSettings, requireCategory('Member'), async (ctx) => {
    const input = parseInput(memberSettingsSchema, withoutBlankPassword(bodyOf(ctx)));
    ctx.body = await auth.updateSettings(currentUser(ctx).id, ctx.state.sessionHash, input, ctx.ip);
  });
};

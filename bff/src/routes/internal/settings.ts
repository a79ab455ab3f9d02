import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { api } from '../../contract/paths';
import { settingValueSchema } from '../../contract/snippets';
import { createRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { longTextBody } from '../../middleware/body';
import { requireCategory } from '../../middleware/roles';
import { createDefaultPrompt } from '../../services/settings/default-prompt';

/** GET and POST /api/internal/settings/default_snippet_prompt (product §2 Settings, §7): Internal only; `{ value }`. */
export const internalSettingsRoutes = (deps: AppDeps): Router => {
  const prompt = createDefaultPrompt(deps);
  const internal = requireCategory('Internal');
  const router = createRouter();
  router.get(api.defaultPrompt, internal, async (ctx) => {
    ctx.body = await prompt.read();
  });
  router.post(api.defaultPrompt, internal, longTextBody(), async (ctx) => {
    ctx.body = await prompt.save(parseBody(ctx, settingValueSchema).value);
  });
  return router;
};

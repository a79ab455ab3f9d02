import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalSettingEndpoints as endpoints } from '../../contract/endpoints/internal-settings';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { staffAction } from '../../services/activity/staff-actions';
import { createDefaultPrompt } from '../../services/settings/default-prompt';

/** GET and POST /api/internal/settings/default_snippet_prompt (product §2 Settings, §7): `{ value }`. */
export const internalSettingsRoutes = (deps: AppDeps): Router => {
  const prompt = createDefaultPrompt(deps);
  const router = createRouter();
  bindEndpoint(router, endpoints.getDefaultPrompt, () => prompt.read());
  bindEndpoint(router, endpoints.saveDefaultPrompt, (ctx, { body }) =>
    prompt.save(
      body.value,
      staffAction(ctx, 'prompt-changed', (saved) => ({ length: saved.value.length }), deps.clock.now()),
    ),
  );
  return router;
};

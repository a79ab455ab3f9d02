import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { createRouter } from '../../http/router';
import { readRemotes } from '../../static/remotes';

/** GET /remotes.json: the remotes map, read afresh (a Retry in the shell reads it again). */
export const remotesRoutes = (deps: AppDeps): Router => {
  const router = createRouter();
  router.get('/remotes.json', async (ctx) => {
    ctx.body = await readRemotes(deps.config.remotesFile);
    ctx.set('Cache-Control', 'no-cache');
  });
  return router;
};

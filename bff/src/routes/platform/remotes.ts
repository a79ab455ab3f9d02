import type Router from '@koa/router';
import { createRouter } from '../../http/router';
import type { RemotesSource } from '../../static/remotes-source';

/** GET /remotes.json: the remotes map, read afresh (a Retry in the shell reads it again); a refused file leaves the last good map. */
export const remotesRoutes = (remotes: RemotesSource): Router => {
  const router = createRouter();
  router.get('/remotes.json', async (ctx) => {
    ctx.body = (await remotes.read()).remotes;
    ctx.set('Cache-Control', 'no-cache');
  });
  return router;
};

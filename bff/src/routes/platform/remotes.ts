import type Router from '@koa/router';
import { createRouter } from '../../http/router';
import { ensureVisitorId, visitorRemotes } from '../../services/releases/visitor';
import type { RemotesSource } from '../../static/remotes-source';

/**
 * GET /remotes.json: the visitor's remotes map (the canaries they are in, issue #26 item 5), read
 * afresh (a Retry in the shell reads it again); a refused file leaves the last good map.
 */
export const remotesRoutes = (remotes: RemotesSource, secureCookies: boolean): Router => {
  const router = createRouter();
  router.get('/remotes.json', async (ctx) => {
    const visitor = ensureVisitorId(ctx, secureCookies);
    ctx.body = visitorRemotes(await remotes.read(), visitor);
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
  });
  return router;
};

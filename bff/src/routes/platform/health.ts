import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { databaseUnavailable } from '../../http/errors';
import { createRouter } from '../../http/router';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export const healthRoutes = ({ db }: AppDeps): Router => {
  const router = createRouter();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await db.raw('select 1');
    } catch (err) {
      // Not ready while the database is away: the same 503 and Retry-After as /api (issue #9 item 9).
      throw databaseUnavailable(err);
    }
    ctx.body = { status: 'ready' };
  });
  return router;
};

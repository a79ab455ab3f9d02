import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { pingDatabase } from '../../db/ping';
import { databaseUnavailable } from '../../http/errors';
import { createRouter } from '../../http/router';
import type { RemotesSource } from '../../static/remotes-source';

/**
 * /healthz: the process answers. /readyz: it can also reach its database (503 when not). A refused
 * REMOTES_FILE, or releases that could not be read or do not fit the shell (decision 026), is
 * "degraded", still 200 (decision 018): every instance reads the same file and database, so
 * answering 503 would take them all out of the load balancer for what the last good map covers.
 */
export const healthRoutes = ({ db }: AppDeps, remotes: RemotesSource): Router => {
  const router = createRouter();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await pingDatabase(db);
    } catch (err) {
      // Not ready while the database is away: the same 503 and Retry-After as /api (issue #9 item 9).
      throw databaseUnavailable(err);
    }
    // A refused REMOTES_FILE, or releases that cannot be read or do not fit the shell: the last good map is served.
    const { refusal, releases } = await remotes.read();
    ctx.body =
      refusal || releases
        ? { status: 'degraded', ...(refusal && { remotes: refusal }), ...(releases && { releases }) }
        : { status: 'ready' };
  });
  return router;
};

import { createRouter } from '../http/router';
import type { Knex } from 'knex';
import { databaseUnavailable } from '../http/errors';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export const healthRoutes = (db: Knex) => {
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

import Router from '@koa/router';
import type { Knex } from 'knex';
import { api } from '../contract/paths';

// PostgreSQL builds the JSON array itself: one text value instead of 196 parsed rows re-serialised.
const listSql = `select coalesce(json_agg(json_build_object('id', id, 'country', country) order by country), '[]')::text as body from countries`;

/** GET /api/countries: public, ordered by name; the list changes rarely, so browsers may keep it briefly. */
export const countryRoutes = (db: Knex) => {
  const router = new Router();
  router.get(api.countries, async (ctx) => {
    const { rows } = (await db.raw(listSql)) as { rows: { body: string }[] };
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'application/json';
    ctx.body = rows[0]!.body;
  });
  return router;
};

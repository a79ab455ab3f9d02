import Router from '@koa/router';
import type { Knex } from 'knex';
import { api } from '../contract/paths';
import type { Country } from '../contract/resources';

/** GET /api/countries: public, ordered by name; the list changes rarely, so browsers may keep it briefly. */
export const countryRoutes = (db: Knex) => {
  const router = new Router();
  router.get(api.countries, async (ctx) => {
    const rows: Country[] = await db('countries').select('id', 'country').orderBy('country');
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = rows;
  });
  return router;
};

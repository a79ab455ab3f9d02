import { createRouter } from '../http/router';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import { api } from '../contract/paths';

// PostgreSQL builds the JSON array itself: one text value instead of 196 parsed rows re-serialised.
const listSql = `select coalesce(json_agg(json_build_object('id', id, 'country', country) order by country), '[]')::text as body from countries`;

/**
 * How long one process reuses the list it read. Countries are reference data that only
 * migrations change, so each bff process may keep its own copy this long.
 */
export const COUNTRIES_MEMO_MS = 60_000;

interface Listing { body: string; etag: string; readAt: number }

/** GET /api/countries: public, ordered by name, with an ETag; browsers may keep it briefly. */
export const countryRoutes = (db: Knex, clock: Clock) => {
  let listing: Listing | undefined;
  const read = async (): Promise<Listing> => {
    const now = clock.now().getTime();
    if (listing && now - listing.readAt < COUNTRIES_MEMO_MS) return listing;
    const { rows } = (await db.raw(listSql)) as { rows: { body: string }[] };
    const body = rows[0]!.body;
    listing = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, readAt: now };
    return listing;
  };

  const router = createRouter();
  router.get(api.countries, async (ctx) => {
    const { body, etag } = await read();
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'application/json';
    ctx.etag = etag;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = body;
  });
  return router;
};

import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { createCountryList } from '../../services/countries/country-list';

/** GET /api/countries: public, ordered by name, with an ETag; browsers may keep it briefly. */
export const countryRoutes = (deps: AppDeps): Router => {
  const countries = createCountryList(deps);
  const router = createRouter();
  // The list is served as the JSON text the service keeps (with its ETag), not re-serialised per request.
  bindEndpoint(router, endpoints.listCountries, async (ctx) => {
    const { body, etag } = await countries.read();
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_COUNT } from '../contract/countries';
import type { Country } from '../contract/countries';
import { startTestApp, type TestApp } from '../../test/support/app';
import { endpoints } from '../contract/endpoints';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health and public routes', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.client().get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.client().get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('lists the countries by name, briefly cacheable', async () => {
    const res = await t.client().get(endpoints.listCountries.path);
    const countries = res.json<Country[]>();
    expect(countries).toHaveLength(COUNTRY_COUNT);
    expect(Object.keys(countries[0]!).sort()).toEqual(['country', 'id']);
    const names = countries.map((c) => c.country);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('answers GET /api/user with 401 when signed out', async () => {
    const res = await t.client().get(endpoints.getUser.path);
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ error: 'Not authenticated' });
  });

  it('reports not ready when the database is gone', async () => {
    const s = await startTestApp();
    await s.db.destroy();
    const res = await s.client().get('/readyz');
    expect(res.status).toBe(503);
    await s.close().catch(() => undefined);
  });
});

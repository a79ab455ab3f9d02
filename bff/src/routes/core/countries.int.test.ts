import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '../../contract/countries';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { COUNTRIES_MEMO_MS } from '../../services/countries/country-list';
import { endpoints } from '../../contract/endpoints';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/countries', () => {
  it('answers 304 to a browser that already has the list', async () => {
    const first = await t.client().get(endpoints.listCountries.path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch would otherwise add Cache-Control: no-cache, a forced reload).
    const again = await t.client().get(endpoints.listCountries.path, { headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('reuses the list it read for a while, then reads it again', async () => {
    const before = (await t.client().get(endpoints.listCountries.path)).json<Country[]>();
    await t.db('countries').insert({ country: 'Atlantis' });
    expect((await t.client().get(endpoints.listCountries.path)).json<Country[]>()).toHaveLength(before.length);
    t.clock.advance(COUNTRIES_MEMO_MS);
    const after = await t.client().get(endpoints.listCountries.path);
    expect(after.json<Country[]>().map((c) => c.country)).toContain('Atlantis');
  });
});

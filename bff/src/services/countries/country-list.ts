import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { Country } from '../../models/country';

/**
 * How long one process reuses the list it read. Countries are reference data that only
 * migrations change, so each bff process may keep its own copy this long.
 */
export const COUNTRIES_MEMO_MS = 60_000;

/** The country list as sent: the JSON text and its ETag. */
export interface CountryListing {
  body: string;
  etag: string;
}

export interface CountryListDeps {
  db: Knex;
  clock: Clock;
}

/**
 * GET /api/countries' data: ordered by name, read at most once per COUNTRIES_MEMO_MS per process,
 * so the list's JSON is made here, once a minute at most (decision 025: no SQL of its own).
 */
export const createCountryList = ({ db, clock }: CountryListDeps) => {
  let listing: (CountryListing & { readAt: number }) | undefined;
  return {
    async read(): Promise<CountryListing> {
      const now = clock.now().getTime();
      if (listing && now - listing.readAt < COUNTRIES_MEMO_MS) return listing;
      const countries = await Country.query(db).select('id', 'country').orderBy('country');
      const body = JSON.stringify(countries.map(({ id, country }) => ({ id, country })));
      listing = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, readAt: now };
      return listing;
    },
  };
};

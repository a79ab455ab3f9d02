import type { Country } from '@nextlevel/bff/contract';

/** A few countries as GET /api/countries answers them (sorted by name), the longest names among them. */
export const someCountries = (): Country[] => [
  { id: 'c-br', country: 'Brazil' },
  { id: 'c-ca', country: 'Canada' },
  { id: 'c-fr', country: 'France' },
  { id: 'c-in', country: 'India' },
  { id: 'c-ke', country: 'Kenya' },
  { id: 'c-ng', country: 'Nigeria' },
  { id: 'c-vc', country: 'Saint Vincent and the Grenadines' },
  { id: 'c-gb', country: 'United Kingdom of Great Britain and Northern Ireland' },
  { id: 'c-us', country: 'United States of America' },
];

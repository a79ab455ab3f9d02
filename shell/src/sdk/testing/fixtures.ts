import type { Country, CurrentUser } from '@nextlevel/bff/contract';

/** A signed-in Member as GET /api/user answers it; pass what a test cares about as overrides. */
export const aMember = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  category: 'Member',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  country_id: 'c1',
  ...overrides,
});

/** A signed-in member of staff (category Internal), otherwise the same person as aMember(). */
export const aStaffUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => aMember({ category: 'Internal', ...overrides });

/** Part of GET /api/countries as it answers (sorted by name), with the longest names among them. */
export const someCountries: Country[] = [
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d01', country: 'Brazil' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d02', country: 'Canada' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d03', country: 'France' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d04', country: 'Germany' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d05', country: 'India' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d06', country: 'Kenya' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d07', country: 'Nigeria' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d08', country: 'Saint Vincent and the Grenadines' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d09', country: 'South Georgia and the South Sandwich Islands' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d10', country: 'United Kingdom of Great Britain and Northern Ireland' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d11', country: 'United States of America' },
];

/** The id of a country of someCountries, by name. */
export const countryId = (name: string): string => {
  const found = someCountries.find((c) => c.country === name);
  if (!found) throw new Error(`No country ${name} in the fixture`);
  return found.id;
};

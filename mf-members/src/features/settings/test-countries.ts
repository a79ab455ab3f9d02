import type { Country } from '@nextlevel/bff/contract';

/** Part of GET /api/countries, as the seeded list names them (SPEC §3); a few long names among them. */
export const someCountries: Country[] = [
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d01', country: 'Canada' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d02', country: 'France' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d03', country: 'Germany' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d04', country: 'India' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d05', country: 'Kenya' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d06', country: 'Saint Vincent and the Grenadines' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d07', country: 'South Georgia and the South Sandwich Islands' },
  { id: '0b6f4a52-6a0e-4c55-9d8e-1f2a3b4c5d08', country: 'United Kingdom' },
];

/** The country a story's member lives in, by name. */
export const countryId = (name: string): string => {
  const found = someCountries.find((c) => c.country === name);
  if (!found) throw new Error(`No country ${name} in the fixture`);
  return found.id;
};

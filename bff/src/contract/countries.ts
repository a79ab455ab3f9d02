import type * as v from 'valibot';
import { responseSchema } from './response-schema';

/** GET /api/countries answers a list of these (product §3). */
export const countrySchema = responseSchema((v) => v.object({ id: v.string(), country: v.string() }));
export type Country = v.InferOutput<typeof countrySchema>;

/** How many countries the seeded list holds; the internal dashboard shows it as a static figure (product §9). */
export const COUNTRY_COUNT = 196;

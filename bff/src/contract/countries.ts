/** GET /api/countries answers a list of these (product §3). */
export interface Country {
  id: string;
  country: string;
}

/** How many countries the seeded list holds; the internal dashboard shows it as a static figure (product §9). */
export const COUNTRY_COUNT = 196;

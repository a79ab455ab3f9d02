import { countrySchema } from '../countries';
import { endpoint } from '../endpoint';
import { responseSchema } from '../response-schema';
import { userResponseSchema } from '../user';

/** What every area reads (product §7). */
export const coreEndpoints = {
  /** The signed-in user, else 401. */
  getUser: endpoint({ method: 'GET', path: '/api/user', role: 'signed-in', response: userResponseSchema, duringMfaSetup: true }),
  /** The country list behind every country dropdown, ordered by name, with an ETag. */
  listCountries: endpoint({ method: 'GET', path: '/api/countries', role: 'any', response: responseSchema((v) => v.array(countrySchema)) }),
};

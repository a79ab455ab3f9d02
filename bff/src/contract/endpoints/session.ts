import { endpoint } from '../endpoint';
import { messageResponseSchema } from '../message-response';

/**
 * What the shell itself calls on a signed-in page, apart from the account forms' endpoints
 * (`auth.ts`): those bring their request schemas, which the shell's every page would then carry
 * (2.9 KB gzip, measured on the shell's build).
 */
export const sessionEndpoints = {
  /** Ends the session, signed in or not (product §4: a failure is only logged). */
  logout: endpoint({ method: 'POST', path: '/api/logout', role: 'any', response: messageResponseSchema }),
};

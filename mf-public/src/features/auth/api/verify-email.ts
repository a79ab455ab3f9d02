import { authEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/verify-email?token=: consumes the token. A sign-up's link verifies the account and, in
 * the browser that signed up, signs the user in (`user` set); opened elsewhere, or for a changed
 * address (issue #9), it only verifies (issue #23).
 */
export const verifyEmail = (token: string) => callApi(authEndpoints.verifyEmail, { query: { token } });

// A query rather than a mutation: the token is single use, and the query cache makes sure a
// re-mounted or StrictMode-doubled page asks the server once.
export const useVerifyEmail = (token: string) =>
  useQuery({ queryKey: [authEndpoints.verifyEmail.path, token], queryFn: () => verifyEmail(token), enabled: token !== '' });

import type { CurrentUser } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

export interface VerifyEmailResponse { user: CurrentUser; message?: string }

/** GET /api/verify-email?token=: consumes the token, verifies the account and signs the user in. */
export const verifyEmail = (token: string) =>
  apiRequest<VerifyEmailResponse>(`${api.verifyEmail}?${new URLSearchParams({ token }).toString()}`);

// A query rather than a mutation: the token is single use, and the query cache makes sure a
// re-mounted or StrictMode-doubled page asks the server once.
export const useVerifyEmail = (token: string) =>
  useQuery({ queryKey: [api.verifyEmail, token], queryFn: () => verifyEmail(token), enabled: token !== '' });

import type { MessageResponse, RequestPasswordResetInput } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/request-password-reset: the same answer whether or not the e-mail has an account. */
export const requestPasswordReset = (input: RequestPasswordResetInput) =>
  apiRequest<MessageResponse>(api.requestPasswordReset, { method: 'POST', body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

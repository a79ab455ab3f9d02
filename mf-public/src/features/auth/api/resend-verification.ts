import type { MessageResponse, ResendVerificationInput } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/resend-verification: answers the same message whether or not the account exists. */
export const resendVerification = (input: ResendVerificationInput) =>
  apiRequest<MessageResponse>(api.resendVerification, { method: 'POST', body: input });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

import type { MessageResponse, ResetPasswordInput } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/reset-password: sets the new password with the mailed token. */
export const resetPassword = (input: ResetPasswordInput) => apiRequest<MessageResponse>(api.resetPassword, { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import type { MessageResponse, RegisterInput } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/register: creates an unverified account and mails the verification link. */
export const register = (input: RegisterInput) => apiRequest<MessageResponse>(api.register, { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });

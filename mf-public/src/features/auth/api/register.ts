import { authEndpoints, type RegisterInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/register: creates an unverified account and mails the verification link. */
export const register = (input: RegisterInput) => callApi(authEndpoints.register, { body: input });

export const useRegister = () => useMutation({ mutationFn: register });

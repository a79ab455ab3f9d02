import { authEndpoints, type RequestPasswordResetInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/request-password-reset: the same answer whether or not the e-mail has an account. */
export const requestPasswordReset = (input: RequestPasswordResetInput) => callApi(authEndpoints.requestPasswordReset, { body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

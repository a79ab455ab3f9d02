import { authEndpoints, type ResetPasswordInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/reset-password: sets the new password with the mailed token. */
export const resetPassword = (input: ResetPasswordInput) => callApi(authEndpoints.resetPassword, { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

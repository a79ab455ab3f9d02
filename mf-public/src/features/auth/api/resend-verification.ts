import { authEndpoints, type ResendVerificationInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/resend-verification: answers the same message whether or not the account exists. */
export const resendVerification = (input: ResendVerificationInput) => callApi(authEndpoints.resendVerification, { body: input });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

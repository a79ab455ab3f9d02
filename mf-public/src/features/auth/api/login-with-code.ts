import { mfaEndpoints, type MfaCodeInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /api/login/code: the sign-in's second step (issue #27 item 4); the session is the password sign-in's. */
export async function loginWithCode(input: MfaCodeInput) {
  const { user } = await callApi(mfaEndpoints.loginWithCode, { body: input });
  useAuth.getState().setUser(user);
  return user;
}

export const useLoginWithCode = () => useMutation({ mutationFn: loginWithCode });

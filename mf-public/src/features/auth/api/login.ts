import { authEndpoints, type LoginInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /api/login, then the shared auth store holds the user, so the shell and every remote see them. */
export async function login(input: LoginInput) {
  const { user } = await callApi(authEndpoints.login, { body: input });
  useAuth.getState().setUser(user);
  return user;
}

export const useLogin = () => useMutation({ mutationFn: login });

/** product §8: a login refused for an unverified e-mail goes to the verification-pending screen. */
export const needsVerification = (message: string): boolean => /verify your email/i.test(message);

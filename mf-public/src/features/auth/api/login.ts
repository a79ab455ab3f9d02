import { authEndpoints, type LoginInput, type LoginResponse } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/login, then the shared auth store holds the user, so the shell and every remote see
 * them. An account with one-time codes answers `{ second_step: 'code' }` instead: nobody is signed
 * in until POST /api/login/code (issue #27 item 4).
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const answer = await callApi(authEndpoints.login, { body: input });
  if ('user' in answer) useAuth.getState().setUser(answer.user);
  return answer;
}

export const useLogin = () => useMutation({ mutationFn: login });

/** The password was right and a code is due next. */
export const needsSecondStep = (answer: LoginResponse | undefined): boolean => answer !== undefined && 'second_step' in answer;

/** product §8: a login refused for an unverified e-mail goes to the verification-pending screen. */
export const needsVerification = (message: string): boolean => /verify your email/i.test(message);

import type { LoginInput } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /api/login through the shared auth store, so the shell and every remote see the new user. */
export const login = (input: LoginInput) => useAuth.getState().login(input);

export const useLogin = () => useMutation({ mutationFn: login });

/** product §8: a login refused for an unverified e-mail goes to the verification-pending screen. */
export const needsVerification = (message: string): boolean => /verify your email/i.test(message);

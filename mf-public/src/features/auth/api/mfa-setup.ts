import { mfaEndpoints, type IdentityConfirmationInput, type MfaCodeInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /api/mfa/setup: the current password, then a new secret as text and QR code (issue #27 item 4). */
export const useStartMfaSetup = () =>
  useMutation({ mutationFn: (input: IdentityConfirmationInput) => callApi(mfaEndpoints.startMfaSetup, { body: input }) });

/** POST /api/mfa/confirm: a code of the new secret; answers the recovery codes, and the session's user without the policy's hold. */
export const useConfirmMfaSetup = () =>
  useMutation({
    mutationFn: (input: MfaCodeInput) => callApi(mfaEndpoints.confirmMfaSetup, { body: input }),
    onSuccess: ({ user }) => useAuth.getState().setUser(user),
  });

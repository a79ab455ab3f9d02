import { mfaEndpoints, type IdentityConfirmationInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const twoStepKey = [mfaEndpoints.getMfaStatus.path] as const;

/** GET /api/mfa: whether one-time codes are on (issue #27 item 4). */
export const useTwoStepStatus = () =>
  useQuery({ queryKey: twoStepKey, queryFn: ({ signal }) => callApi(mfaEndpoints.getMfaStatus, { signal }) });

/** POST /api/mfa/disable with the current password or a passkey (issue #27 item 6); the status is read again after. */
export const useTurnOffTwoStep = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentityConfirmationInput) => callApi(mfaEndpoints.disableMfa, { body: input }),
    onSuccess: () => queries.invalidateQueries({ queryKey: twoStepKey }),
  });
};

/** POST /api/mfa/recovery-codes with the current password or a passkey: ten new codes, shown once; the count is read again after. */
export const useRegenerateRecoveryCodes = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentityConfirmationInput) => callApi(mfaEndpoints.regenerateRecoveryCodes, { body: input }),
    onSuccess: () => queries.invalidateQueries({ queryKey: twoStepKey }),
  });
};

import { passkeySettingsEndpoints, type PasskeyCreationOptions, type RegistrationResponseInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const e = passkeySettingsEndpoints;
const key = ['passkeys'] as const;

/** GET /api/passkeys: the signed-in user's own, oldest first. */
export const usePasskeys = () => useQuery({ queryKey: key, queryFn: async () => (await callApi(e.listPasskeys)).passkeys });

/** True when the browser has WebAuthn at all (checked before loading SimpleWebAuthn's browser package). */
export const browserHasPasskeys = (): boolean => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * Adds a passkey (issue #27 item 1): the current password first (registration options), then the
 * browser's ceremony, then the bff verifies and stores it. SimpleWebAuthn's browser package is
 * loaded here, on use, never with the page (decision 003).
 */
export async function addPasskey({ name, currentPassword }: { name: string; currentPassword: string }) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options: PasskeyCreationOptions = await callApi(e.passkeyRegistrationOptions, { body: { currentPassword } });
  const attestation = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return callApi(e.registerPasskey, { body: { attestation: attestation as RegistrationResponseInput, name } });
}

const useRefreshing = <I, O>(mutationFn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
};

export const useAddPasskey = () => useRefreshing(addPasskey);

export const useRenamePasskey = () =>
  useRefreshing(({ id, name }: { id: string; name: string }) => callApi(e.renamePasskey, { params: { id }, body: { name } }));

export const useRemovePasskey = () =>
  useRefreshing(({ id, currentPassword }: { id: string; currentPassword: string }) =>
    callApi(e.removePasskey, { params: { id }, body: { currentPassword } }),
  );

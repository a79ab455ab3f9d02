import {
  passkeySettingsEndpoints,
  type AuthenticationResponseInput,
  type IdentityConfirmationInput,
  type PasskeyCreationOptions,
  type RegistrationResponseInput,
} from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const e = passkeySettingsEndpoints;
const key = ['passkeys'] as const;

/** GET /api/passkeys: the signed-in user's own, oldest first. */
export const usePasskeys = () => useQuery({ queryKey: key, queryFn: async () => (await callApi(e.listPasskeys)).passkeys });

/** True when the browser has WebAuthn at all (checked before loading SimpleWebAuthn's browser package). */
export const browserHasPasskeys = (): boolean => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * Confirms the signed-in user with one of their own passkeys (issue #27 item 6): options bound to this
 * session, then the browser's dialog; answers the assertion to send as `assertion` instead of the
 * current password. SimpleWebAuthn's browser package is loaded here, on use (decision 003).
 */
export async function passkeyAssertion(): Promise<AuthenticationResponseInput> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await callApi(e.passkeyConfirmationOptions);
  const assertion = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return assertion as AuthenticationResponseInput;
}

/** The options to create a passkey with, once the user confirmed who they are (the current password or a passkey). */
export const registrationOptions = (confirmation: IdentityConfirmationInput): Promise<PasskeyCreationOptions> =>
  callApi(e.passkeyRegistrationOptions, { body: confirmation });

/**
 * The browser's ceremony for `options`, then the bff verifies and stores the passkey. SimpleWebAuthn's
 * browser package is loaded here, on use, never with the page (decision 003).
 */
export async function createPasskey({ name, options }: { name: string; options: PasskeyCreationOptions }) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const attestation = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return callApi(e.registerPasskey, { body: { attestation: attestation as RegistrationResponseInput, name } });
}

/** Adds a passkey (issue #27 item 1) after the current password: the options, then at once the browser's ceremony. */
export async function addPasskey({ name, confirmation }: { name: string; confirmation: IdentityConfirmationInput }) {
  return createPasskey({ name, options: await registrationOptions(confirmation) });
}

const useRefreshing = <I, O>(mutationFn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
};

export const useAddPasskey = () => useRefreshing(addPasskey);

/**
 * Confirmed with a passkey, the new one is made by its own press: a browser lets a page ask for one
 * passkey per user gesture (Safari refuses a second ceremony right after the first).
 */
export const usePasskeyConfirmation = () => useMutation({ mutationFn: registrationOptions });
export const useCreatePasskey = () => useRefreshing(createPasskey);

export const useRenamePasskey = () =>
  useRefreshing(({ id, name }: { id: string; name: string }) => callApi(e.renamePasskey, { params: { id }, body: { name } }));

export const useRemovePasskey = () =>
  useRefreshing(({ id, confirmation }: { id: string; confirmation: IdentityConfirmationInput }) =>
    callApi(e.removePasskey, { params: { id }, body: confirmation }),
  );

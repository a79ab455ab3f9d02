import { passkeySignInEndpoints, type AuthenticationResponseInput, type PasskeyRequestOptions } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';

/**
 * SimpleWebAuthn's browser package, loaded on first use only (decision 003's budget for /login):
 * the button's click or the autofill's start brings it in, never the page's first paint.
 */
const webauthn = () => import('@simplewebauthn/browser');
let loaded: Awaited<ReturnType<typeof webauthn>> | undefined;
const load = async () => (loaded ??= await webauthn());

/** True when the browser offers saved passkeys in the e-mail field's autofill (conditional mediation). */
export const supportsPasskeyAutofill = async (): Promise<boolean> => {
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return false;
  return (await load()).browserSupportsWebAuthnAutofill();
};

/** Ends a passkey request in progress (the autofill's, when the user signs in with the password or leaves). */
export const cancelPasskeyRequest = (): void => {
  loaded?.WebAuthnAbortService.cancelCeremony();
};

/** The user dismissed the browser's dialog, or the request was ended: nothing to report. */
export const isCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'NotAllowedError' || /cancel/i.test(error.message));

/**
 * Sign-in with a passkey (issue #27 item 2): options from the bff, the browser's ceremony (a dialog,
 * or with `autofill` the e-mail field's suggestions), then the same `{ user }` as a password sign-in,
 * held in the shared auth store so the page redirects by category. `onChosen` is told once the
 * browser answered (the user picked a passkey).
 */
export async function signInWithPasskey({ autofill = false, onChosen }: { autofill?: boolean; onChosen?: () => void } = {}) {
  const { startAuthentication } = await load();
  const options = await callApi(passkeySignInEndpoints.passkeySignInOptions);
  const assertion = await startAuthentication({
    optionsJSON: options as PasskeyRequestOptions as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    useBrowserAutofill: autofill,
  });
  onChosen?.();
  const { user } = await callApi(passkeySignInEndpoints.passkeySignIn, {
    body: { assertion: assertion as AuthenticationResponseInput },
  });
  useAuth.getState().setUser(user);
  return user;
}

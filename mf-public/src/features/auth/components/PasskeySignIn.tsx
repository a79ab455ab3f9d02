import { passkeyMessages } from '@nextlevel/bff/contract';
import { Alert, Button } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useEffect, useState } from 'react';
import { cancelPasskeyRequest, isCancelled, signInWithPasskey, supportsPasskeyAutofill } from '../api/passkey-sign-in';
import styles from './PasskeySignIn.module.css';

/** The browser's own refusal when it has no WebAuthn at all. */
const isUnsupported = (error: unknown) => error instanceof Error && /not supported/i.test(error.message);

const failureOf = (error: unknown): string | null => {
  if (isCancelled(error)) return null;
  if (isUnsupported(error)) return passkeyMessages.unsupported;
  return errorMessage(error, passkeyMessages.signInFailed);
};

/**
 * /login's passkey sign-in (issue #27 item 2, product §2.3): the "Sign in with a passkey" button,
 * and, where the browser offers it, saved passkeys in the e-mail field's autofill (conditional
 * mediation, `autocomplete="username webauthn"` on the field). The autofill's request waits
 * quietly; it is ended when the button starts its own, when the password form is sent, and when
 * the page is left. Success sets the user, and the page redirects as after a password.
 */
export function PasskeySignIn() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let chosen = false;
    void (async () => {
      try {
        if (!(await supportsPasskeyAutofill()) || !live) return;
        await signInWithPasskey({ autofill: true, onChosen: () => (chosen = true) });
      } catch (error) {
        // The autofill is an offer: only a passkey the user picked and the bff refused is worth saying.
        if (live && chosen) setFailure(failureOf(error));
      }
    })();
    return () => {
      live = false;
      cancelPasskeyRequest();
    };
  }, []);

  const onClick = async () => {
    setFailure(null);
    setBusy(true);
    try {
      // Starting a ceremony ends the autofill's (SimpleWebAuthn's abort service).
      await signInWithPasskey();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.passkey}>
      <p className={styles.divider}>or</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button
        type="button"
        variant="secondary"
        size="lg"
        fullWidth
        busy={busy}
        busyText="Waiting for your passkey..."
        onClick={() => void onClick()}
      >
        Sign in with a passkey
      </Button>
    </div>
  );
}

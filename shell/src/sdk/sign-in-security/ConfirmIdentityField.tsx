import { passkeyMessages, type AuthenticationResponseInput } from '@nextlevel/bff/contract';
import { Alert, Button, PasswordField } from '@nextlevel/design-system';
import { useState, type ChangeEvent } from 'react';
import { passkeyFailure } from './passkey-errors';
import { browserHasPasskeys, passkeyAssertion, usePasskeys } from './passkeys';
import styles from './ConfirmIdentityField.module.css';

export interface ConfirmIdentityFieldProps {
  /** The host form's current-password field (`useSchemaForm`'s `field('currentPassword')`), its error included. */
  field: {
    id: string;
    name: string;
    value: string | undefined;
    error?: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Why it is asked, under the field: "Needed to add a passkey." */
  hint?: string;
  /** Runs before the passkey is asked for; false stops there (the host shows what is wrong with the rest of its form). */
  beforePasskey?: () => boolean;
  /** The passkey's answer: the host sends it as `assertion` instead of the current password. */
  onAssertion: (assertion: AuthenticationResponseInput) => void;
  /** While the host's own request is on its way. */
  disabled?: boolean;
}

/**
 * The current password, or a passkey instead (issue #27 item 6): one field for everything that needs
 * the user to confirm who they are (adding or removing a passkey, turning codes on or off, a new
 * e-mail or password). "Use a passkey instead" shows only to a user with a passkey in a browser with
 * WebAuthn; it asks the browser for one against a confirmation challenge and hands the answer over.
 * A dismissed or failed dialog is said under the button, which keeps the focus.
 */
export function ConfirmIdentityField({ field, hint, beforePasskey, onAssertion, disabled = false }: ConfirmIdentityFieldProps) {
  const passkeys = usePasskeys();
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const canUsePasskey = browserHasPasskeys() && (passkeys.data?.length ?? 0) > 0;
  const failureId = `${field.id}-passkey-error`;

  const confirmWithPasskey = async () => {
    setFailure(undefined);
    if (beforePasskey && !beforePasskey()) return;
    setWaiting(true);
    try {
      const assertion = await passkeyAssertion();
      setWaiting(false);
      onAssertion(assertion);
    } catch (error) {
      setWaiting(false);
      setFailure(passkeyFailure(error, passkeyMessages.verificationFailed).message);
    }
  };

  return (
    <div className={styles.confirm}>
      <PasswordField label="Current password" autoComplete="current-password" required hint={hint} {...field} />
      {canUsePasskey ? (
        <div className={styles.passkey}>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void confirmWithPasskey()}
            disabled={disabled}
            busy={waiting}
            busyFocusable
            busyText={passkeyMessages.waiting}
            aria-describedby={failure ? failureId : undefined}
          >
            {passkeyMessages.useInstead}
          </Button>
          {failure ? (
            <Alert tone="error" id={failureId}>
              {failure}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

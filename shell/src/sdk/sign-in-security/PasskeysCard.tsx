import { type PasskeySummary, passkeyMessages } from '@nextlevel/bff/contract';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Loading } from '@nextlevel/design-system';
import { useState } from 'react';
import { usePasskeys } from './passkeys';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasskeyRow } from './PasskeyRow';
import styles from './PasskeysCard.module.css';

/**
 * The settings screen's "Passkeys" card (issue #27 item 1, product §2.22): the user's passkeys with
 * when each was added and last used, rename and remove on each, and "Add a passkey", which asks for
 * the current password first.
 */
export interface PasskeysCardProps {
  /** The card title's heading level: 2 on a screen of cards, 3 under a section's own heading. */
  titleLevel?: 2 | 3;
}

export function PasskeysCard({ titleLevel = 2 }: PasskeysCardProps = {}) {
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setAdding(false);
    setNotice(message);
  };

  const list = (items: PasskeySummary[]) =>
    items.length === 0 ? (
      <p className={styles.empty}>
        {passkeyMessages.noPasskeys}. Add one to sign in with your fingerprint, face or device PIN instead of your password.
      </p>
    ) : (
      <ul className={styles.list} aria-label="Your passkeys">
        {items.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} onDone={done} />
        ))}
      </ul>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle level={titleLevel}>Passkeys</CardTitle>
        <CardDescription>Sign in without a password, with a passkey saved on your device or password manager</CardDescription>
      </CardHeader>
      <CardContent className={styles.content}>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {passkeys.isPending ? (
          <Loading text="Loading passkeys..." />
        ) : passkeys.isError ? (
          <Alert tone="error">
            {passkeyMessages.loadFailed}{' '}
            <Button variant="outline" size="sm" onClick={() => void passkeys.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          list(passkeys.data)
        )}
        {adding ? (
          <AddPasskeyForm onAdded={() => done(passkeyMessages.added)} onCancel={() => setAdding(false)} />
        ) : (
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
            >
              Add a passkey
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

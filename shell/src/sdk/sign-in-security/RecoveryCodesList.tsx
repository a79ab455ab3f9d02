import { Alert, Button, FormActions } from '@nextlevel/design-system';
import { useEffect, useRef, useState } from 'react';
import styles from './RecoveryCodesList.module.css';

/**
 * Ten recovery codes shown once (issue #27 items 4, 6), with Copy, Download and Done; the screen
 * reader and the focus start at its message. /setup-two-step shows its own (mf-public does not load
 * this SDK entry: its share would weigh on the / page, decision 003).
 */
export function RecoveryCodesList({ codes, message, onDone }: { codes: string[]; message: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const start = useRef<HTMLDivElement>(null);
  useEffect(() => start.current?.focus(), []);
  const text = `NextLevel recovery codes\n\n${codes.join('\n')}\n`;
  return (
    <div className={styles.recovery}>
      <Alert tone="success" ref={start} tabIndex={-1}>
        {message}
      </Alert>
      <p>Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.</p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <FormActions>
        <Button type="button" variant="outline" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="nextlevel-recovery-codes.txt">
            Download
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </FormActions>
    </div>
  );
}

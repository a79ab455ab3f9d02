import { Alert } from '@nextlevel/design-system';
import { useEffect, useRef } from 'react';
import type { UploadOutcome } from '../upload-outcome';
import styles from './UploadForm.module.css';

/**
 * Step 5 of product §2: Success or Error with the message, and the refused records by CSV line.
 * Each outcome takes the focus (issue #24.2): Upload Data is disabled while the upload runs (and
 * stays so after a success), so the focus would otherwise fall to the page; here it reads the result.
 */
export function UploadResultPanel({ outcome }: { outcome: UploadOutcome }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="upload-result-heading" className={styles.result}>
      <h2 id="upload-result-heading" className={styles.heading}>
        Upload Result
      </h2>
      <Alert tone={outcome.ok ? 'success' : 'error'} title={outcome.ok ? 'Success' : 'Error'}>
        <p className={styles.message}>{outcome.message}</p>
        {!outcome.ok && outcome.problems.length > 0 ? (
          <ul className={styles.problems}>
            {outcome.problems.map((p) => (
              <li key={p.record}>{p.line === undefined ? `record ${p.record}: ${p.error}` : `line ${p.line}: ${p.error}`}</li>
            ))}
          </ul>
        ) : null}
      </Alert>
    </section>
  );
}

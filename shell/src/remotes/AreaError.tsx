import { areas, fallbackArea, type RemoteArea } from '@nextlevel/bff/contract';
import { Button } from '@nextlevel/design-system';
import { useState } from 'react';
import styles from './AreaError.module.css';

interface Props {
  area: RemoteArea;
  onRetry: () => void;
}

/** Shown in place of an area whose remote failed to load; the rest of the site keeps working. */
export function AreaError({ area, onRetry }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.box} role="alert" aria-labelledby="area-error-title">
      <h1 id="area-error-title" className={styles.title}>
        {areas[area].noun} could not be loaded
      </h1>
      <p className={styles.text}>It may be a network hiccup or an update in progress. Please try again in a moment.</p>
      <div className={styles.actions}>
        <Button
          busy={busy}
          busyText="Retrying..."
          onClick={() => {
            setBusy(true);
            onRetry();
          }}
        >
          Retry
        </Button>
        {area !== fallbackArea && (
          <a className={styles.home} href="/">
            Back to home
          </a>
        )}
      </div>
    </section>
  );
}

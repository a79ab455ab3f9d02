import { Button } from '@nextlevel/design-system';
import { Link } from 'react-router-dom';
import styles from './InternalOnlyPage.module.css';

/** Any other /internal/* path (SPEC §2). */
export function InternalOnlyPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Internal-only</h1>
      <p className={styles.text}>This page is not available. It may be coming soon to the internal area.</p>
      <Button asChild variant="outline">
        <Link to="/internal/dashboard">Go to the dashboard</Link>
      </Button>
    </section>
  );
}

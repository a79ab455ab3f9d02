import { Button } from '@nextlevel/design-system';
import { Link } from 'react-router-dom';
import styles from './MemberOnlyPage.module.css';

/** Any other /members/* path (SPEC §2). */
export function MemberOnlyPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Member-only</h1>
      <p className={styles.text}>This page is not available. It may be coming soon to the member portal.</p>
      <Button asChild variant="outline">
        <Link to="/members/dashboard">Go to your dashboard</Link>
      </Button>
    </section>
  );
}

import { messages, NOT_FOUND_TITLE } from '@nextlevel/bff/contract';
import { Button } from '@nextlevel/design-system';
import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** Every path nobody else claims (product §2, §8). */
export default function NotFoundPage() {
  return (
    <main className={styles.page}>
      <title>{NOT_FOUND_TITLE}</title>
      <div>
        <h1 className={styles.title}>{messages.errors.notFound}</h1>
        <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </main>
  );
}

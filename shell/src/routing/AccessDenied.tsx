import { messages } from '@nextlevel/bff/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './AccessDenied.module.css';

/** Long enough to read why the page changes (product §2 gives the text, not the delay). */
export const ACCESS_DENIED_REDIRECT_MS = 1000;

/** "Access denied. Redirecting..." then the user's own dashboard. */
export function AccessDenied({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <p className={styles.message} role="status">
      {messages.errors.accessDenied}
    </p>
  );
}

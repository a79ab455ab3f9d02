import styles from './AuthForm.module.css';

/**
 * Reads the form's field errors out to screen readers as they appear or change; the fields
 * themselves show each message visibly and tie it to the input with aria-describedby.
 */
export function ErrorAnnouncer({ errors }: { errors: Partial<Record<string, string>> }) {
  const list = Object.values(errors).filter(Boolean);
  return (
    <div aria-live="assertive" className={styles.srOnly}>
      {list.join('. ')}
    </div>
  );
}

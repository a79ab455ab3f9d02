import styles from './ErrorAnnouncer.module.css';

export interface ErrorAnnouncerProps {
  /** The form's current field errors; empty ones are skipped. */
  errors: Partial<Record<string, string>>;
}

/**
 * Reads a form's field errors out to screen readers as they appear or change; the fields
 * themselves show each message visibly and tie it to the input with aria-describedby.
 */
export function ErrorAnnouncer({ errors }: ErrorAnnouncerProps) {
  const list = Object.values(errors).filter(Boolean);
  return (
    <div aria-live="assertive" className={styles.srOnly}>
      {list.join('. ')}
    </div>
  );
}

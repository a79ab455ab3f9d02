import { useId } from 'react';
import styles from './Logo.module.css';

/** The NextLevel wordmark: three rising steps in a rounded tile, then the name. */
export function Logo() {
  const gradient = `${useId()}-logo`;
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={styles.stopPrimary} />
            <stop offset="1" className={styles.stopAccent} />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path className={styles.steps} d="M8 23h5v-5h5v-5h6" />
        <path className={styles.steps} d="M20 9h4v4" />
      </svg>
      <span className={styles.name}>
        Next<span className={styles.accent}>Level</span>
      </span>
    </span>
  );
}

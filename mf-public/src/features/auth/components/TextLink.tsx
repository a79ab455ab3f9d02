import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styles from './AuthLayout.module.css';

/** An inline router link in the account screens' link style. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={className ? `${styles.link} ${className}` : styles.link} />;
}

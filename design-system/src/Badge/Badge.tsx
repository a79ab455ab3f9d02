import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Badge.module.css';

/** A short label in a pill (a snippet's category): small capitals on the primary tint. */
export const Badge = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(function Badge({ className, ...rest }, ref) {
  return <span ref={ref} className={cx(styles.badge, className)} {...rest} />;
});

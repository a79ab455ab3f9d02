import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** With a label the spinner is announced (role="status"); without, it is decoration. */
  label?: string;
}

/** A rotating ring in the current text colour. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner({ size = 'md', label, className, ...rest }, ref) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return <span ref={ref} className={cx(styles.spinner, styles[size], className)} {...a11y} {...rest} />;
});

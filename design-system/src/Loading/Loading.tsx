import { forwardRef, type HTMLAttributes } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/cx';
import styles from './Loading.module.css';

export interface LoadingProps extends HTMLAttributes<HTMLDivElement> {
  text?: string;
}

/** A centred spinner with a text that screen readers announce politely. */
export const Loading = forwardRef<HTMLDivElement, LoadingProps>(function Loading({ text = 'Loading...', className, ...rest }, ref) {
  return (
    <div ref={ref} role="status" className={cx(styles.loading, className)} {...rest}>
      <Spinner size="md" className={styles.spinner} />
      <span>{text}</span>
    </div>
  );
});

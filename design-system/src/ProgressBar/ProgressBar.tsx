import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Shown above the bar and naming it ("Uploading..."). */
  label: ReactNode;
  /** Done so far, from 0 to 1; left out, the bar is indeterminate (work under way, amount unknown). */
  value?: number;
}

const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100);

/** A labelled progress bar (role="progressbar"), determinate with a percentage or indeterminate. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar({ label, value, className, ...rest }, ref) {
  const labelId = useId();
  const determinate = value !== undefined;
  const shown = determinate ? percent(value) : undefined;
  return (
    <div ref={ref} className={cx(styles.progress, className)} {...rest}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {determinate ? <span className={styles.value}>{shown}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? 100 : undefined}
        aria-valuenow={shown}
        className={cx(styles.track, !determinate && styles.indeterminate)}
      >
        <div className={styles.fill} style={determinate ? { transform: `scaleX(${shown! / 100})` } : undefined} />
      </div>
    </div>
  );
});

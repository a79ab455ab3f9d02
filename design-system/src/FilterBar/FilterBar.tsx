import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { IconRefresh } from '../Icons/icons';
import { cx } from '../utils/cx';
import styles from './FilterBar.module.css';

export interface FilterBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The filters (a search TextField, Selects…), laid out side by side, stacked on a phone. */
  children: ReactNode;
  /** Puts every filter back to "all"; without it there is no reset control. */
  onReset?: () => void;
  resetLabel?: string;
  /** True while no filter is set: the reset control is then disabled. */
  resetDisabled?: boolean;
  /** A line under the filters, e.g. how many items match; announced politely as it changes. */
  summary?: ReactNode;
}

/** A search landmark holding a list's filters, an optional reset control and a live result summary. */
export const FilterBar = forwardRef<HTMLDivElement, FilterBarProps>(function FilterBar(
  { children, onReset, resetLabel = 'Reset filters', resetDisabled = false, summary, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} role="search" className={cx(styles.bar, className)} {...rest}>
      <div className={styles.fields}>
        {children}
        {onReset ? (
          <Button variant="outline" className={styles.reset} onClick={onReset} disabled={resetDisabled}>
            <IconRefresh size={16} />
            {resetLabel}
          </Button>
        ) : null}
      </div>
      {summary === undefined ? null : (
        <p className={styles.summary} role="status">
          {summary}
        </p>
      )}
    </div>
  );
});

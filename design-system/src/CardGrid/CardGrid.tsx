import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './CardGrid.module.css';

/** Cards side by side, as many per row as fit at 18rem or more; one column on a phone. */
export const CardGrid = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function CardGrid({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.grid, className)} {...rest} />;
});

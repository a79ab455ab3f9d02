import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { cx } from '../utils/cx';
import styles from './StatGrid.module.css';

export interface Stat {
  label: string;
  value: ReactNode;
}

export interface StatGridProps extends HTMLAttributes<HTMLDListElement> {
  stats: readonly Stat[];
}

/** One figure on its own card: the label as a term, the value as its description. */
export function StatCard({ label, value }: Stat) {
  return (
    <Card className={styles.stat}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </Card>
  );
}

/** Key figures side by side, as one description list so each value is read with its label. */
export const StatGrid = forwardRef<HTMLDListElement, StatGridProps>(function StatGrid({ stats, className, ...rest }, ref) {
  return (
    <dl ref={ref} className={cx(styles.grid, className)} {...rest}>
      {stats.map(({ label, value }) => (
        <StatCard key={label} label={label} value={value} />
      ))}
    </dl>
  );
});

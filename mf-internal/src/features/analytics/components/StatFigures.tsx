import { StatGrid } from '@nextlevel/design-system';
import type { ReactNode } from 'react';
import type { PeriodChange } from '../period-change';
import styles from './StatFigures.module.css';

export interface Figure {
  label: string;
  value: string;
  /** Against the previous period of equal length; none when it did not load. */
  change?: PeriodChange;
  note?: ReactNode;
}

const arrows = { up: '▲', down: '▼', same: '■' } as const;

export interface StatFiguresProps {
  figures: readonly Figure[];
  /** e.g. "previous 30 days". */
  against: string;
  busy?: boolean;
  'aria-label'?: string;
}

/** Key figures as one description list, each with how it moved against the previous period. */
export function StatFigures({ figures, against, busy, ...rest }: StatFiguresProps) {
  return (
    <StatGrid
      aria-label={rest['aria-label']}
      aria-busy={busy || undefined}
      className={styles.figures}
      stats={figures.map(({ label, value, change, note }) => ({
        label,
        value: (
          <>
            <span className={styles.value}>{value}</span>
            {change ? (
              <span className={`${styles.change} ${styles[change.direction]}`}>
                <span aria-hidden="true">{arrows[change.direction]} </span>
                {change.text} vs {against}
              </span>
            ) : null}
            {note ? <span className={styles.note}>{note}</span> : null}
          </>
        ),
      }))}
    />
  );
}

import type { BuildHealth, Release } from '@nextlevel/bff/contract';
import { useId } from 'react';
import styles from '../ReleasesPage.module.css';
import { errorRate, formatCount, NO_BUILD } from '../release-texts';

export interface BuildHealthTableProps {
  builds: readonly BuildHealth[];
  live: Release | null;
  canary: Release | null;
  /** The area's heading: the scrolling region is named by it and the caption (every area has one). */
  areaHeadingId: string;
}

/** Loads, errors and error rate of each build of one area, the serving ones marked Live or Canary (issue #26 items 6 and 8). */
export function BuildHealthTable({ builds, live, canary, areaHeadingId }: BuildHealthTableProps) {
  const captionId = useId();
  if (builds.length === 0) return <p className={styles.muted}>No loads reported for this area yet.</p>;
  const serves = (build: string | null) => {
    if (build !== null && build === canary?.build_version) return `Canary, ${canary.canary?.share ?? 0}%`;
    if (build !== null && build === live?.build_version) return 'Live';
    return undefined;
  };
  return (
    // Focusable so a keyboard can scroll it when it overflows (WCAG 2.1.1).
    <div className={styles.scroll} role="region" aria-labelledby={`${areaHeadingId} ${captionId}`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>Loads and errors by build</caption>
        <thead>
          <tr>
            <th scope="col">Build</th>
            <th scope="col" className={styles.numeric}>
              Loads
            </th>
            <th scope="col" className={styles.numeric}>
              Errors
            </th>
            <th scope="col" className={styles.numeric}>
              Error rate
            </th>
          </tr>
        </thead>
        <tbody>
          {builds.map((b) => {
            const serving = serves(b.build);
            return (
              <tr key={b.build ?? ''}>
                <th scope="row">
                  <span className={styles.mono}>{b.build ?? NO_BUILD}</span>
                  {serving ? <span className={`${styles.state} ${styles.serving}`}>{serving}</span> : null}
                </th>
                <td className={styles.numeric}>{formatCount(b.loads)}</td>
                <td className={styles.numeric}>{formatCount(b.errors)}</td>
                <td className={styles.numeric}>{errorRate(b)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

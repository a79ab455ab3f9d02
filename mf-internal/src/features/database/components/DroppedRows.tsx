import type { DroppedRow } from '@nextlevel/bff/contract';
import { rowCount as rows } from '@nextlevel/bff/contract';
import styles from './DataPreview.module.css';

/** More than this many are counted, not listed: the list is for finding the first mistakes, not all 100,000. */
const LISTED_MAX = 100;

/** The rows product §5's rules left out, by line and reason ("line 17: no id"), so none is lost silently. */
export function DroppedRows({ dropped, blank }: { dropped: readonly DroppedRow[]; blank: number }) {
  if (dropped.length === 0 && blank === 0) return null;
  const listed = dropped.slice(0, LISTED_MAX);
  return (
    <section aria-labelledby="dropped-rows-heading" className={styles.dropped}>
      <h3 id="dropped-rows-heading" className={styles.subheading}>
        {dropped.length > 0 ? `${rows(dropped.length)} skipped` : 'No rows skipped'}
        {blank > 0 ? ` (and ${rows(blank)} blank)` : ''}
      </h3>
      {listed.length > 0 ? (
        <ul className={styles.droppedList}>
          {listed.map((row) => (
            <li key={row.line}>
              line {row.line}: {row.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {dropped.length > listed.length ? <p className={styles.more}>and {rows(dropped.length - listed.length)} more</p> : null}
    </section>
  );
}

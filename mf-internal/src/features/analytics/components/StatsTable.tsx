import { useId, type ReactNode } from 'react';
import type { CsvCell } from '../csv/to-csv';
import { formatCount } from '../formats';
import { ExportCsvButton } from './ExportCsvButton';
import styles from './StatsTable.module.css';

export interface StatsColumn<Row> {
  header: string;
  /** The column's name in the exported file (the API's field name). */
  csvHeader: string;
  cell: (row: Row) => ReactNode;
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
}

export interface StatsTableProps<Row> {
  title: string;
  /** A line under the title (e.g. what the figures count). */
  description?: ReactNode;
  columns: readonly StatsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The exported file's name, without ".csv". */
  filename: string;
  /** Scrolls inside a box of limited height (a long table under a chart). */
  tall?: boolean;
  busy?: boolean;
}

/**
 * At most this many rows are drawn; the CSV has them all. Top pages lists every page viewed
 * (issue #13), which a site with ids in its paths could make thousands.
 */
export const SHOWN_ROWS_MAX = 500;

/** One statistics table: its heading, an Export CSV button and the table, scrolling sideways on narrow screens. */
export function StatsTable<Row>({ title, description, columns, rows, rowKey, filename, tall, busy }: StatsTableProps<Row>) {
  const headingId = useId();
  const shown = rows.length > SHOWN_ROWS_MAX ? rows.slice(0, SHOWN_ROWS_MAX) : rows;
  return (
    <div className={styles.section} aria-busy={busy || undefined}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <ExportCsvButton
          what={title}
          filename={`${filename}.csv`}
          headers={columns.map((c) => c.csvHeader)}
          rows={() => rows.map((row) => columns.map((c) => c.csv(row)))}
        />
      </div>
      {/* Focusable so a keyboard can scroll it when it overflows (WCAG 2.1.1). */}
      <div className={tall ? `${styles.scroll} ${styles.tall}` : styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.srOnly}>{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.numeric ? styles.numeric : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.header} scope="row" className={styles.rowHeader}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.header} className={c.numeric ? styles.numeric : undefined}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < rows.length ? (
        <p className={styles.description}>
          Showing the first {formatCount(shown.length)} of {formatCount(rows.length)} rows; the CSV has them all.
        </p>
      ) : null}
    </div>
  );
}

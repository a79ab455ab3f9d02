import { Button } from '@nextlevel/design-system';
import { downloadCsv } from '../csv/download-csv';
import { toCsv, type CsvCell } from '../csv/to-csv';
import styles from './ExportCsvButton.module.css';

export interface ExportCsvButtonProps {
  /** What the file holds, for the button's name ("Export CSV (Top pages)"). */
  what: string;
  filename: string;
  headers: readonly string[];
  /** Built when clicked, not on every render. */
  rows: () => readonly (readonly CsvCell[])[];
}

/** Downloads a table as a CSV file (issue #13: Umami's most requested feature). */
export function ExportCsvButton({ what, filename, headers, rows }: ExportCsvButtonProps) {
  return (
    <Button variant="outline" size="sm" onClick={() => downloadCsv(filename, toCsv(headers, rows()))}>
      Export CSV<span className={styles.srOnly}> ({what})</span>
    </Button>
  );
}

import type { CsvRecords, UploadTable } from '@nextlevel/bff/contract';

/** A file read for the preview: its records, lines and dropped rows, and the upload body made from them. */
export interface CsvPreview extends Omit<CsvRecords, 'lines'> {
  table: UploadTable;
  /** The line each record began on; from the worker a typed array, handed over without copying. */
  lines: ArrayLike<number>;
  /** `{ table, data }` as JSON, made off the main thread: stringifying 100,000 records would freeze the tab. */
  body: Blob;
}

/** Reads a chosen file for `table`; the page runs it in a worker, tests pass their own. */
export type CsvParser = (
  file: File,
  table: UploadTable,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<CsvPreview>;

/** The JSON body of POST /api/internal/upload-data for these records, with the file's header row for the bff to check (issue #24.12). */
export const uploadBody = (table: UploadTable, records: CsvRecords['records'], columns: readonly string[]): Blob =>
  new Blob([JSON.stringify({ table, columns, data: records })], { type: 'application/json' });

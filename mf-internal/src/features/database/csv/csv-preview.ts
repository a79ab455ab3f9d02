import type { CsvRecords, UploadDataBody, UploadTable } from '@nextlevel/bff/contract';
import type { PreparedJson } from '@nextlevel/shell/api';

/** A file read for the preview: its records, lines and dropped rows, and the upload body made from them. */
export interface CsvPreview extends Omit<CsvRecords, 'lines'> {
  table: UploadTable;
  /** The line each record began on; from the worker a typed array, handed over without copying. */
  lines: ArrayLike<number>;
  /** `{ table, columns, data }` as JSON, made off the main thread: stringifying 100,000 records would freeze the tab. */
  body: PreparedJson<UploadDataBody>;
}

/** Reads a chosen file for `table`; the page runs it in a worker, tests pass their own. */
export type CsvParser = (
  file: File,
  table: UploadTable,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<CsvPreview>;

/** The JSON body of POST /api/internal/upload-data for these records, with the file's header row for the bff to check (issue #24.12). */
export const uploadBody = (table: UploadTable, records: CsvRecords['records'], columns: readonly string[]) => {
  const body: UploadDataBody = { table, columns: [...columns], data: records };
  return new Blob([JSON.stringify(body)], { type: 'application/json' }) as PreparedJson<UploadDataBody>;
};

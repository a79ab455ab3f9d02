import type { CsvHeaderMismatch, CsvRecords, DroppedRow, UploadDataBody, UploadTable } from '@nextlevel/bff/contract';
import type { PreparedJson } from '@nextlevel/shell/api';

/** What the page asks the CSV worker. */
export interface ParseRequest {
  file: File;
  table: UploadTable;
}

/**
 * What the worker answers, in order: progress, the records in batches (each message is
 * deserialised in its own main-thread task, so none of them is long), then the rest.
 */
export type WorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'records'; records: CsvRecords['records'] }
  | {
      type: 'done';
      lines: Uint32Array;
      dropped: DroppedRow[];
      blank: number;
      header: string[];
      headerMismatch: CsvHeaderMismatch | undefined;
      body: PreparedJson<UploadDataBody>;
      parseMs: number;
    }
  | { type: 'failed'; error: string };

/** Records per 'records' message: reading 2,000 takes a slow phone about 20 ms, well under a long task. */
export const RECORDS_PER_MESSAGE = 2_000;

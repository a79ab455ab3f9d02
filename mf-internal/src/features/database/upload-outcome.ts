import type { UploadProblem } from '@nextlevel/bff/contract';

/** A record the server refused, placed on the CSV line it came from. */
export interface LineProblem {
  record: number;
  /** Undefined only if the server named a record the preview did not send. */
  line: number | undefined;
  error: string;
}

/** What the Upload Result panel shows (product §2 step 5). */
export type UploadOutcome = { ok: true; message: string } | { ok: false; message: string; problems: LineProblem[] };

/** Record N of the upload (from 1) began on `lines[N - 1]` of the file. */
export const problemLines = (problems: readonly UploadProblem[], lines: ArrayLike<number>): LineProblem[] =>
  problems.map(({ record, error }) => ({ record, line: lines[record - 1], error }));

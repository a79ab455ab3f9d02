import path from 'node:path';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import {
  messages,
  recordCount,
  rowCount,
  uploadRefusedMessage,
  uploadSuccessMessage,
  withThousands,
  uploadMessages,
} from '../contract/messages';
import { UPLOAD_PROBLEMS_MAX, UPLOAD_TABLES, type UploadProblem, type UploadTable } from '../contract/upload';
import { HttpError } from '../http/errors';
import { checkUpload } from '../services/upload/check-upload';
import { createUploadData } from '../services/upload/upload-data';
import { CliError } from './create-user';
import { readCsvFile } from './read-csv-file';

export const importUsage = `Usage: pnpm cli import <${UPLOAD_TABLES.join('|')}> FILE.csv`;

export interface ImportArgs {
  table: UploadTable;
  file: string;
}

/** `import <table> FILE.csv`: a known table and a .csv file (product §5: only .csv is accepted). */
export const parseImportArgs = (argv: string[]): ImportArgs => {
  const [table, file, ...extra] = argv;
  if (!table || !file || extra.length > 0) throw new CliError(importUsage);
  if (!(UPLOAD_TABLES as readonly string[]).includes(table)) throw new CliError(`${uploadMessages.tableInvalid}\n${importUsage}`);
  if (path.extname(file).toLowerCase() !== '.csv') throw new CliError(messages.validation.csvOnly);
  return { table: table as UploadTable, file };
};

const count = withThousands;

/** The refused records, each by the CSV line it came from. */
const printProblems = (out: (line: string) => void, problems: UploadProblem[], lines: number[]) => {
  for (const problem of problems.slice(0, UPLOAD_PROBLEMS_MAX)) out(`line ${lines[problem.record - 1]}: ${problem.error}`);
  if (problems.length > UPLOAD_PROBLEMS_MAX) out(`… and ${count(problems.length - UPLOAD_PROBLEMS_MAX)} more`);
};

/**
 * Imports a CSV file into one table through the same rules as the browser (the shared record
 * reader) and the same service as POST /api/internal/upload-data: all or nothing, upserting by id.
 * Prints progress, every dropped row, and the result or the refusal; answers the exit code.
 */
export const importCsv = async (
  deps: { db: Knex; clock: Clock },
  { table, file }: ImportArgs,
  out: (line: string) => void = console.log,
): Promise<number> => {
  out(`Reading ${file} as ${table}…`);
  const csv = await readCsvFile(table, file, (rows) => out(`read ${count(rows)} rows`));
  for (const { line, reason } of csv.dropped) out(`line ${line}: ${reason}`);
  out(`${recordCount(csv.records.length)} to upload; ${rowCount(csv.dropped.length)} dropped, ${rowCount(csv.blank)} skipped as blank`);

  let checked: ReturnType<typeof checkUpload>;
  try {
    checked = checkUpload({ table, data: csv.records });
  } catch (err) {
    if (err instanceof HttpError) throw new CliError(err.message);
    throw err;
  }
  // The reader keeps only records its table's schema accepts, so this refusal is a safety net.
  if (!checked.ok) {
    out(checked.refusal.error);
    printProblems(out, checked.refusal.problems ?? [], csv.lines);
    return 1;
  }

  const outcome = await createUploadData(deps)(checked.input, {
    onProgress: (written, total) => out(`stored ${count(written)} of ${count(total)}`),
  });
  if (!outcome.stored) {
    out(uploadRefusedMessage(outcome.problems.length));
    printProblems(out, outcome.problems, csv.lines);
    return 1;
  }
  const unchanged = outcome.count - outcome.added - outcome.changed;
  out(
    `${uploadSuccessMessage(outcome.count, table)} (${count(outcome.added)} new, ${count(outcome.changed)} changed, ${count(unchanged)} unchanged)`,
  );
  return 0;
};

import * as v from 'valibot';
import { csvHeaderMismatchMessage, csvTooFewColumnsMessage, csvMessages } from './messages/index';
import type { AuthorRow, CategoryRow, SnippetRow, UploadTable } from './upload';
import { uploadRowSchemas } from './upload';

const m = csvMessages;

/** Each table's CSV columns in file order (product §3 row shapes), and the content field a row needs. */
export const CSV_COLUMNS = {
  categories: ['id', 'category'],
  authors: ['id', 'name'],
  snippets: ['id', 'text', 'author', 'category'],
} as const satisfies Record<UploadTable, readonly string[]>;

/** A blank cell, by the column it is in ("no author"). */
const missing: Record<string, string> = { id: m.noId, text: m.noText, name: m.noName, category: m.noCategory, author: m.noAuthor };

/** A header row that does not name the chosen table's columns: what was expected and what the file has. */
export interface CsvHeaderMismatch {
  expected: readonly string[];
  found: string[];
  /** `csvHeaderMismatchMessage`, the text the screen, the bff and the CLI show. */
  message: string;
}

const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * product §5 skips the header row; it must still name `table`'s columns (issue #24.12), so an authors
 * file chosen as Categories is refused, not read as categories named after people. Names are
 * compared trimmed and case-blind (a byte order mark dropped); columns after the table's are
 * allowed, as rows may carry extra cells (product §5 "at least").
 */
export function csvHeaderMismatch(table: UploadTable, header: readonly string[]): CsvHeaderMismatch | undefined {
  const expected = CSV_COLUMNS[table];
  const found = header.map(headerName);
  if (expected.every((column, i) => found[i] === column)) return undefined;
  return { expected, found, message: csvHeaderMismatchMessage(table, expected, found) };
}

export interface UploadRecordOf {
  categories: CategoryRow;
  authors: AuthorRow;
  snippets: SnippetRow;
}

/** A row the reader did not keep, by its line in the file (from 1) and why. */
export interface DroppedRow {
  line: number;
  reason: string;
}

export interface CsvRecords<T extends UploadTable = UploadTable> {
  records: UploadRecordOf[T][];
  /** The file line each record began on, index for index with `records`. */
  lines: number[];
  dropped: DroppedRow[];
  /** All-blank rows, skipped without a reason (product §5). */
  blank: number;
  /** The header row as found (names trimmed and lower-cased); sent with the upload so the bff checks it too. */
  header: string[];
  /** The header names other columns: no row of the file is read. */
  headerMismatch?: CsvHeaderMismatch;
}

export interface CsvRecordReader<T extends UploadTable> {
  /** One parsed row (its cells as the CSV parser gave them) and the line it began on. */
  push(cells: readonly string[], line: number): void;
  result(): CsvRecords<T>;
}

/**
 * product §5's CSV rules after parsing, the same in the browser's worker and in `pnpm cli import`:
 * the header row must name the table's columns and is then skipped, all-blank rows are skipped, values are trimmed, a row needs the
 * table's minimum of columns, an id and its content field, and must pass the upload's record
 * schema. Every dropped row is kept with its line and reason, never silently lost.
 */
export function createCsvRecordReader<T extends UploadTable>(table: T): CsvRecordReader<T> {
  const columns: readonly string[] = CSV_COLUMNS[table];
  const schema = uploadRowSchemas[table];
  const out: CsvRecords<T> = { records: [], lines: [], dropped: [], blank: 0, header: [] };
  let header = true;

  return {
    push(cells, line) {
      if (out.headerMismatch) return;
      if (header) {
        header = false;
        out.header = cells.map(headerName);
        out.headerMismatch = csvHeaderMismatch(table, cells);
        return;
      }
      const values = cells.map((cell) => cell.trim());
      if (values.every((value) => value === '')) {
        out.blank += 1;
        return;
      }
      const drop = (reason: string) => out.dropped.push({ line, reason });
      if (values.length < columns.length) return drop(csvTooFewColumnsMessage(columns.length));
      const blank = columns.find((column, i) => !values[i]);
      if (blank) return drop(missing[blank] ?? `no ${blank}`);
      const row: Record<string, string> = {};
      columns.forEach((column, i) => (row[column] = values[i] ?? ''));
      const parsed = v.safeParse(schema, row);
      if (!parsed.success) return drop(parsed.issues[0].message);
      out.records.push(parsed.output as UploadRecordOf[T]);
      out.lines.push(line);
    },
    result: () => out,
  };
}

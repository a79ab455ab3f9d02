import * as v from 'valibot';
import { csvTooFewColumnsMessage, messages } from './messages';
import type { AuthorRow, CategoryRow, SnippetRow, UploadTable } from './upload';
import { uploadRowSchemas } from './upload';

const m = messages.csv;

/** Each table's CSV columns in file order (SPEC §3 row shapes), and the content field a row needs. */
export const CSV_COLUMNS = {
  categories: ['id', 'category'],
  authors: ['id', 'name'],
  snippets: ['id', 'text', 'author', 'category'],
} as const satisfies Record<UploadTable, readonly string[]>;

const contentMissing: Record<UploadTable, string> = { categories: m.noCategory, authors: m.noName, snippets: m.noText };

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
  /** All-blank rows, skipped without a reason (SPEC §5). */
  blank: number;
}

export interface CsvRecordReader<T extends UploadTable> {
  /** One parsed row (its cells as the CSV parser gave them) and the line it began on. */
  push(cells: readonly string[], line: number): void;
  result(): CsvRecords<T>;
}

/**
 * SPEC §5's CSV rules after parsing, the same in the browser's worker and in `pnpm cli import`:
 * the header row is skipped, all-blank rows are skipped, values are trimmed, a row needs the
 * table's minimum of columns, an id and its content field, and must pass the upload's record
 * schema. Every dropped row is kept with its line and reason, never silently lost.
 */
export function createCsvRecordReader<T extends UploadTable>(table: T): CsvRecordReader<T> {
  const columns: readonly string[] = CSV_COLUMNS[table];
  const schema = uploadRowSchemas[table];
  const out: CsvRecords<T> = { records: [], lines: [], dropped: [], blank: 0 };
  let header = true;

  return {
    push(cells, line) {
      if (header) {
        header = false;
        return;
      }
      const values = cells.map((cell) => cell.trim());
      if (values.every((value) => value === '')) {
        out.blank += 1;
        return;
      }
      const drop = (reason: string) => out.dropped.push({ line, reason });
      if (values.length < columns.length) return drop(csvTooFewColumnsMessage(columns.length));
      if (!values[0]) return drop(m.noId);
      if (!values[1]) return drop(contentMissing[table]);
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

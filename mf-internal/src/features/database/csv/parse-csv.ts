import { createCsvRecordReader, type CsvRecords, type UploadTable, csvMessages } from '@nextlevel/bff/contract';
import Papa from 'papaparse';
import { countLineBreaks } from './count-line-breaks';

export interface ParseCsvOptions {
  /** Called now and then with the share of the text read so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/** Rows between two progress reports: often enough for a bar, rare enough to cost nothing. */
const PROGRESS_EVERY_ROWS = 5_000;

/** A file's final line break ends its last line; Papa Parse would read it as one more, empty, row. */
const withoutFinalLineBreak = (text: string): string => {
  if (text.endsWith('\r\n')) return text.slice(0, -2);
  if (text.endsWith('\n') || text.endsWith('\r')) return text.slice(0, -1);
  return text;
};

/**
 * Reads CSV text into `table`'s upload records with product §5's rules (contract/csv-records.ts):
 * Papa Parse in step mode, so each row comes with the cursor where it ended and the line it
 * began on is counted from the text itself, quoted fields spanning lines included. A quote left
 * open makes the rest of the file one cell, so such a file is refused as a whole.
 */
export function parseCsv<T extends UploadTable>(text: string, table: T, { onProgress }: ParseCsvOptions = {}): CsvRecords<T> {
  const reader = createCsvRecordReader(table);
  const input = withoutFinalLineBreak(text);
  let line = 1;
  let rowStart = 0;
  let rows = 0;
  let unreadable = false;
  Papa.parse<string[]>(input, {
    // product §5: comma-separated; Papa Parse would otherwise guess from the first rows.
    delimiter: ',',
    step: (result, parser) => {
      if (result.errors.some((error) => error.type === 'Quotes')) {
        unreadable = true;
        parser.abort();
        return;
      }
      const rowEnd = result.meta.cursor;
      reader.push(result.data, line);
      line += countLineBreaks(input, rowStart, rowEnd);
      rowStart = rowEnd;
      rows += 1;
      if (onProgress && rows % PROGRESS_EVERY_ROWS === 0) onProgress(rowEnd / input.length);
    },
  });
  if (unreadable) throw new Error(csvMessages.unreadable);
  onProgress?.(1);
  return reader.result();
}

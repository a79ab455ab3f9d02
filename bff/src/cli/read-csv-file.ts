import fs from 'node:fs';
import Papa from 'papaparse';
import { createCsvRecordReader, type CsvRecords } from '../contract/csv-records';
import { csvMessages, uploadMessages } from '../contract/messages';
import { UPLOAD_MAX_RECORDS, type UploadTable } from '../contract/upload';
import { CliError } from './create-user';

/** Line breaks inside a row's quoted cells: the next row begins that many lines further down. */
const breaksInside = (cells: readonly string[], linebreak: string): number => {
  const mark = linebreak === '\r' ? '\r' : '\n';
  let count = 0;
  for (const cell of cells) for (let i = cell.indexOf(mark); i !== -1; i = cell.indexOf(mark, i + 1)) count += 1;
  return count;
};

/**
 * Streams a CSV file through Papa Parse (quoted fields, doubled quotes, comma separators, any line
 * break) and the shared record reader (product §5's rules, the same as the browser's preview), so a
 * 100,000-row file is never held as text. Each row keeps the file line it began on. A file whose
 * header row names other columns than the table's is refused there (issue #24.12), and one of
 * more than UPLOAD_MAX_RECORDS records at the first record past it, before the rest is read
 * (issue #23 item 7). `onRows` hears the number of rows read now and then.
 */
export const readCsvFile = <T extends UploadTable>(
  table: T,
  file: string,
  onRows: (rows: number) => void = () => {},
): Promise<CsvRecords<T>> =>
  new Promise((resolve, reject) => {
    const reader = createCsvRecordReader(table);
    let line = 1;
    let rows = 0;
    let failed = false;
    const input = fs.createReadStream(file, { encoding: 'utf8' });
    const fail = (error: Error, parser?: Papa.Parser) => {
      failed = true;
      parser?.abort();
      // Papa Parse stops parsing; the file stops being read too.
      input.destroy();
      reject(error);
    };
    input.on('error', (err) => fail(new CliError(`Cannot read ${file}: ${err.message}`)));
    Papa.parse<string[]>(input, {
      delimiter: ',',
      step: (result, parser) => {
        if (failed) return;
        const quotes = result.errors.find((e) => e.type === 'Quotes');
        if (quotes) return fail(new CliError(`line ${line}: ${csvMessages.unreadable}`), parser);
        reader.push(result.data, line);
        const mismatch = reader.result().headerMismatch;
        if (mismatch) return fail(new CliError(mismatch.message), parser);
        if (reader.result().records.length > UPLOAD_MAX_RECORDS) {
          return fail(new CliError(`line ${line}: ${uploadMessages.tooManyRecords}`), parser);
        }
        line += 1 + breaksInside(result.data, result.meta.linebreak);
        rows += 1;
        if (rows % 10_000 === 0) onRows(rows);
      },
      complete: () => {
        if (!failed) resolve(reader.result());
      },
      error: (err: Error) => fail(new CliError(`${csvMessages.unreadable}: ${err.message}`)),
    });
  });

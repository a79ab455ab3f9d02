import type { CsvParser } from './csv/csv-preview';
import { uploadBody } from './csv/csv-preview';
import { parseCsv } from './csv/parse-csv';

/** The worker's work on the main thread, for component tests (happy-dom has no Worker). */
export const parseHere: CsvParser = async (file, table, onProgress) => {
  const result = parseCsv(await file.text(), table, { onProgress });
  return { ...result, table, body: uploadBody(table, result.records, result.header) };
};

// The CSV worker: reads the file, parses it with parseCsv and posts the result in pieces
// (worker-messages.ts). A thin wrapper: the rules live in parse-csv.ts, tested in node.
import { csvMessages } from '@nextlevel/bff/contract';
import { uploadBody } from './csv-preview';
import { parseCsv } from './parse-csv';
import { RECORDS_PER_MESSAGE, type ParseRequest, type WorkerMessage } from './worker-messages';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: WorkerMessage, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const post = (message: WorkerMessage, transfer?: Transferable[]) => scope.postMessage(message, transfer);

scope.onmessage = async ({ data: { file, table } }) => {
  try {
    const text = await file.text();
    const started = performance.now();
    const result = parseCsv(text, table, { onProgress: (fraction) => post({ type: 'progress', fraction }) });
    const parseMs = performance.now() - started;
    for (let i = 0; i < result.records.length; i += RECORDS_PER_MESSAGE) {
      post({ type: 'records', records: result.records.slice(i, i + RECORDS_PER_MESSAGE) });
    }
    const body = uploadBody(table, result.records, result.header);
    // A typed array moves to the page without a copy; 100,000 numbers would otherwise be cloned on its main thread.
    const lines = Uint32Array.from(result.lines);
    const { dropped, blank, header, headerMismatch } = result;
    post({ type: 'done', lines, dropped, blank, header, headerMismatch, body, parseMs }, [lines.buffer]);
  } catch (err) {
    post({
      type: 'failed',
      error: err instanceof Error && err.message === csvMessages.unreadable ? err.message : csvMessages.unreadable,
    });
  }
};

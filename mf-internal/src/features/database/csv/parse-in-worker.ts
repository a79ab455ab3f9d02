import type { CsvRecords } from '@nextlevel/bff/contract';
import type { CsvParser } from './csv-preview';
import type { ParseRequest, WorkerMessage } from './worker-messages';

/** This remote's public path: rspack sets it from where the remote was loaded (output.publicPath 'auto'). */
declare const __webpack_public_path__: string;

/** The User Timing mark the page leaves after each parse, for bench/csv-preview.ts: `detail` holds the worker's figures. */
export const CSV_PARSED_MARK = 'csv-parsed';

/**
 * Parses in a Web Worker of our build (not Papa Parse's `worker: true`, which breaks under
 * bundlers): one worker per file, ended when it answers or when `signal` aborts. The worker is
 * built on its own as csv-worker.js (see rspack.config.ts for why) and resolved against this
 * remote's public path, so it loads wherever the shell loaded the remote from.
 */
export const parseInWorker: CsvParser = (file, table, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('csv-worker.js', new URL(__webpack_public_path__, location.href)), { name: 'csv-parser' });
    const records: CsvRecords['records'] = [];
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort);
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message));
    };
    worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.type === 'progress') onProgress(data.fraction);
      else if (data.type === 'records') {
        for (const record of data.records) records.push(record);
      } else if (data.type === 'failed') {
        end();
        reject(new Error(data.error));
      } else {
        end();
        performance.mark(CSV_PARSED_MARK, { detail: { parseMs: data.parseMs, records: records.length, dropped: data.dropped.length } });
        const { lines, dropped, blank, header, headerMismatch, body } = data;
        resolve({ table, records, lines, dropped, blank, header, ...(headerMismatch ? { headerMismatch } : {}), body });
      }
    };
    worker.postMessage({ file, table } satisfies ParseRequest);
  });

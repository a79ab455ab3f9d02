import { messages, uploadSuccessMessage, type UploadTable, csvMessages } from '@nextlevel/bff/contract';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useEffect, useRef, useState } from 'react';
import { refusedRecords, uploadData } from './api/upload-data';
import type { CsvParser, CsvPreview } from './csv/csv-preview';
import { parseInWorker } from './csv/parse-in-worker';
import { problemLines, type UploadOutcome } from './upload-outcome';

/** Long work under way: reading the file, sending it, then waiting while the server stores it. */
export type Busy = { kind: 'parsing'; fraction: number } | { kind: 'sending'; fraction: number } | { kind: 'storing' } | null;

export interface CsvUploadDeps {
  parse?: CsvParser;
  send?: typeof uploadData;
}

const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv');

/**
 * The Upload Data tab's state (product §2 and §4): table, file, preview, upload and its result.
 * Choosing a table or a file drops the preview and the result, and cancels work under way.
 */
export function useCsvUpload({ parse = parseInWorker, send = uploadData }: CsvUploadDeps = {}) {
  const [table, setTable] = useState<UploadTable | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  // A new key remounts the file input, which is how a file input is cleared.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const job = useRef<AbortController | null>(null);
  useEffect(() => () => job.current?.abort(), []);

  const startJob = () => {
    job.current?.abort();
    job.current = new AbortController();
    return job.current.signal;
  };
  const startOver = () => {
    job.current?.abort();
    job.current = null;
    setBusy(null);
    setPreview(null);
    setOutcome(null);
  };

  const chooseTable = (next: UploadTable) => {
    startOver();
    setTable(next);
  };

  const chooseFile = (next: File | null) => {
    startOver();
    if (next && !isCsv(next)) {
      setFile(null);
      setFileError(messages.validation.csvOnly);
      setFileInputKey((key) => key + 1);
      return;
    }
    setFile(next);
    setFileError(undefined);
  };

  const previewData = async () => {
    if (!table || !file) return;
    const signal = startJob();
    setPreview(null);
    setOutcome(null);
    setFileError(undefined);
    setBusy({ kind: 'parsing', fraction: 0 });
    try {
      const parsed = await parse(file, table, (fraction) => !signal.aborted && setBusy({ kind: 'parsing', fraction }), signal);
      if (signal.aborted) return;
      setPreview(parsed);
    } catch {
      if (signal.aborted) return;
      setFileError(csvMessages.unreadable);
    }
    setBusy(null);
  };

  const upload = async () => {
    if (!preview || preview.records.length === 0) return;
    const signal = startJob();
    setOutcome(null);
    setBusy({ kind: 'sending', fraction: 0 });
    try {
      const result = await send(preview.body, {
        // Every byte sent: the server is storing the rows.
        onUploadProgress: (fraction) => !signal.aborted && setBusy(fraction < 1 ? { kind: 'sending', fraction } : { kind: 'storing' }),
        signal,
      });
      if (signal.aborted) return;
      setOutcome({ ok: true, message: result.message || uploadSuccessMessage(result.count, preview.table) });
      // product §4: after a success the preview, the file and the table are cleared, the file input reset.
      setPreview(null);
      setFile(null);
      setTable('');
      setFileInputKey((key) => key + 1);
    } catch (err) {
      if (signal.aborted) return;
      const problems = problemLines(refusedRecords(err), preview.lines);
      setOutcome({ ok: false, message: errorMessage(err, messages.errors.upload), problems });
    }
    setBusy(null);
  };

  return { table, file, fileError, fileInputKey, preview, busy, outcome, chooseTable, chooseFile, previewData, upload };
}

export type CsvUpload = ReturnType<typeof useCsvUpload>;

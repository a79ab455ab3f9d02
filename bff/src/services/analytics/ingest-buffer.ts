import type { Logger } from 'pino';
import { bufferedRowBytes } from './buffered-row-bytes';
import type { BufferedRow } from './buffered-row';

export interface IngestBufferOptions {
  /** Writes one batch, all or nothing (sql/ingest-batch.ts); a rejection keeps the batch for the next try. */
  write: (rows: readonly BufferedRow[]) => Promise<unknown>;
  logger: Logger;
  /** A tick writes whatever waits this often. */
  flushMs: number;
  /** This many waiting rows are written at once, without waiting for the tick; and no write takes more. */
  batchSize: number;
  /** The most rows held while writes fail; past it the oldest are dropped (and logged). */
  bufferMax: number;
  /** The most bytes (estimated by `sizeOf`) held while writes fail; past it the oldest are dropped too. */
  bufferMaxBytes: number;
  /** A row's bytes in memory, estimated (buffered-row-bytes.ts by default). */
  sizeOf?: (row: BufferedRow) => number;
  /** How many times stop() tries its last write before it gives up on the rows (and logs them). */
  stopAttempts?: number;
}

export interface AnalyticsIngest {
  /** Buffers a page view or an event whose visit was checked; written within `flushMs`. */
  add(row: BufferedRow): void;
  /** Writes everything buffered now (after a write in progress); rejects if that write fails, the rows then stay buffered. */
  flush(): Promise<void>;
  /** Starts the tick. */
  start(): void;
  /** Stops the tick and writes what is left (graceful shutdown, after the last request was answered). */
  stop(): Promise<void>;
  /** Rows not written yet: waiting, or in the write in progress. */
  readonly pending: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The in-process buffer of issue #13's ingestion, Plausible-style: a page view or an event is
 * answered once it is buffered, and the buffer is written in set-based statements of at most
 * `batchSize` rows every `flushMs`, or as soon as `batchSize` rows wait. One write at a time; a
 * failed write (database away) puts its rows back in front, to be written by the next tick in
 * their order. What a crash (not a SIGTERM) can lose is what waits: at most `flushMs` of rows.
 */
export const createIngestBuffer = ({
  write,
  logger,
  flushMs,
  batchSize,
  bufferMax,
  bufferMaxBytes,
  sizeOf = bufferedRowBytes,
  stopAttempts = 5,
}: IngestBufferOptions): AnalyticsIngest => {
  let queue: BufferedRow[] = [];
  /** The estimated bytes of `queue`. */
  let queuedBytes = 0;
  let writing: Promise<void> | null = null;
  /** Rows of the write in progress: still pending until it succeeds. */
  let inWrite = 0;
  /** Set by a failed write: a full batch then waits for the tick, so an outage costs one try a tick, not one per row. */
  let waitForTick = false;
  let timer: NodeJS.Timeout | undefined;

  const bytesOf = (rows: readonly BufferedRow[]) => rows.reduce((sum, row) => sum + sizeOf(row), 0);

  /** Past either cap the oldest rows go: newer activity is worth more than what a long outage held. */
  const enforceCap = () => {
    let excess = Math.max(0, queue.length - bufferMax);
    let bytes = queuedBytes - bytesOf(queue.slice(0, excess));
    while (bytes > bufferMaxBytes && excess < queue.length) bytes -= sizeOf(queue[excess++]!);
    if (excess === 0) return;
    queue.splice(0, excess);
    queuedBytes = bytes;
    logger.error({ dropped: excess, bufferMax, bufferMaxBytes }, 'Analytics buffer full: the oldest page views and events were dropped');
  };

  /** Writes the oldest rows, at most `batchSize` of them: a long backlog is written in several statements, not one. */
  const writeChunk = async (): Promise<void> => {
    const batch = queue.splice(0, batchSize);
    const bytes = bytesOf(batch);
    queuedBytes -= bytes;
    inWrite = batch.length;
    try {
      await write(batch);
    } catch (err) {
      queue = batch.concat(queue);
      queuedBytes += bytes;
      enforceCap();
      throw err;
    } finally {
      inWrite = 0;
    }
  };

  const flush = async (): Promise<void> => {
    while (writing) await writing.catch(() => undefined);
    // The rows waiting now, chunk after chunk; rows added meanwhile are the next flush's.
    let left = queue.length;
    while (left > 0 && queue.length > 0) {
      left -= Math.min(batchSize, queue.length);
      writing = writeChunk();
      try {
        await writing;
        waitForTick = false;
      } catch (err) {
        waitForTick = true;
        throw err;
      } finally {
        writing = null;
      }
    }
    if (queue.length >= batchSize) flushInBackground();
  };

  const flushInBackground = () => {
    if (writing || queue.length === 0) return;
    flush().catch((err: unknown) =>
      logger.error({ err, pending: queue.length }, 'Analytics flush failed; the rows stay buffered and are retried on the next tick'),
    );
  };

  return {
    add(row) {
      queue.push(row);
      queuedBytes += sizeOf(row);
      if (queue.length > bufferMax || queuedBytes > bufferMaxBytes) enforceCap();
      if (queue.length >= batchSize && !waitForTick) flushInBackground();
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        waitForTick = false;
        flushInBackground();
      }, flushMs);
      // The tick alone keeps no process alive; the server's shutdown writes what is left.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      for (let attempt = 1; ; attempt++) {
        try {
          await flush();
          return;
        } catch (err) {
          if (attempt >= stopAttempts) {
            logger.error({ err, lost: queue.length }, 'Analytics rows could not be written before stopping');
            return;
          }
          await sleep(flushMs);
        }
      }
    },
    get pending() {
      return queue.length + inWrite;
    },
  };
};

import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A pino logger whose records land in an array the test can inspect. */
export const capturingLogger = (): { logger: Logger; records: Record<string, unknown>[] } => {
  const records: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      records.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), records };
};

import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import type { Clock } from './types';

/** A clock that moves only when told, so back-offs are checked without waiting for them. */
export const manualClock = (start = new Date('2026-01-01T00:00:00Z')) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
};

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

import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BufferedRow } from './buffered-row';
import { bufferedRowBytes } from './buffered-row-bytes';
import { createIngestBuffer, type IngestBufferOptions } from './ingest-buffer';

const event = (n: number): BufferedRow => ({
  kind: 'event',
  user_id: 'u',
  visit_id: 's',
  event_type: `e${n}`,
  event_data: null,
  page_path: null,
  timestamp: new Date(n),
});
const names = (rows: readonly BufferedRow[]) => rows.map((r) => (r.kind === 'event' ? r.event_type : r.page_path));

/** A writer that records each batch and fails while `down` is set. */
const fakeDatabase = () => {
  const batches: string[][] = [];
  const state = { down: false };
  const write = vi.fn(async (rows: readonly BufferedRow[]) => {
    await Promise.resolve();
    if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    batches.push(names(rows));
  });
  return { batches, state, write };
};

const logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) });
const buffer = (write: IngestBufferOptions['write'], options: Partial<IngestBufferOptions> = {}) =>
  createIngestBuffer({ write, logger, flushMs: 1000, batchSize: 500, bufferMax: 10_000, bufferMaxBytes: 64 * 1024 * 1024, ...options });
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  logged.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the analytics ingestion buffer', () => {
  it('holds rows until the tick, then writes them all in one batch, in order', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write);
    ingest.start();
    for (let n = 1; n <= 3; n++) ingest.add(event(n));
    await vi.advanceTimersByTimeAsync(999);
    expect(db.batches).toEqual([]);
    expect(ingest.pending).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.batches).toEqual([['e1', 'e2', 'e3']]);
    expect(ingest.pending).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(db.write).toHaveBeenCalledTimes(1);
  });

  it('writes at once when a batch is full, without waiting for the tick', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write, { batchSize: 3 });
    ingest.start();
    ingest.add(event(1));
    ingest.add(event(2));
    await settle();
    expect(db.batches).toEqual([]);
    ingest.add(event(3));
    await settle();
    expect(db.batches).toEqual([['e1', 'e2', 'e3']]);
  });

  it('writes one batch at a time; rows added meanwhile go in the next', async () => {
    let release: () => void = () => undefined;
    const batches: string[][] = [];
    const write = vi.fn(async (rows: readonly BufferedRow[]) => {
      batches.push(names(rows));
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const ingest = buffer(write, { batchSize: 2 });
    ingest.add(event(1));
    ingest.add(event(2));
    ingest.add(event(3));
    ingest.add(event(4));
    await settle();
    expect(batches).toEqual([['e1', 'e2']]);
    expect(ingest.pending).toBe(4); // the two being written are not written yet
    release();
    await settle();
    expect(batches).toEqual([
      ['e1', 'e2'],
      ['e3', 'e4'],
    ]);
    expect(ingest.pending).toBe(0);
  });

  it('keeps a batch whose write failed and writes it, in order, on a later tick', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write);
    ingest.start();
    ingest.add(event(1));
    db.state.down = true;
    await vi.advanceTimersByTimeAsync(1000);
    ingest.add(event(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ingest.pending).toBe(2);
    expect(logged.filter((l) => /Analytics flush failed/.test(String(l.msg)))).toHaveLength(2);
    db.state.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(db.batches).toEqual([['e1', 'e2']]);
    expect(ingest.pending).toBe(0);
  });

  it('tries once a tick while writes fail, not once per full batch', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write, { batchSize: 2 });
    ingest.start();
    db.state.down = true;
    for (let n = 1; n <= 20; n++) {
      ingest.add(event(n));
      await settle();
    }
    expect(db.write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(db.write).toHaveBeenCalledTimes(2);
    db.state.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(db.batches.flat()).toEqual(Array.from({ length: 20 }, (_, i) => `e${i + 1}`));
    expect(db.batches).toHaveLength(10);
    ingest.add(event(21));
    ingest.add(event(22));
    await settle();
    expect(db.batches).toHaveLength(11);
  });

  it('holds at most bufferMax rows while writes fail: the oldest are dropped, and logged', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write, { bufferMax: 3 });
    ingest.start();
    db.state.down = true;
    for (let n = 1; n <= 5; n++) ingest.add(event(n));
    expect(ingest.pending).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ingest.pending).toBe(3);
    expect(logged.find((l) => /buffer full/.test(String(l.msg)))).toMatchObject({ level: 50, dropped: 1, bufferMax: 3 });
    db.state.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(db.batches).toEqual([['e3', 'e4', 'e5']]);
  });

  it('flush() writes now and rejects when the write fails, keeping the rows', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write);
    ingest.add(event(1));
    db.state.down = true;
    await expect(ingest.flush()).rejects.toThrow(/ECONNREFUSED/);
    expect(ingest.pending).toBe(1);
    db.state.down = false;
    await ingest.flush();
    expect(db.batches).toEqual([['e1']]);
  });

  it('stop() ends the tick and writes what is left, retrying a failed write', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write);
    ingest.start();
    ingest.add(event(1));
    db.state.down = true;
    const stopped = ingest.stop();
    await vi.advanceTimersByTimeAsync(500);
    db.state.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    await stopped;
    expect(db.batches).toEqual([['e1']]);
    ingest.add(event(2));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(db.batches).toEqual([['e1']]);
  });

  it('stop() gives up after its attempts and logs how many rows were lost', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write, { stopAttempts: 3 });
    ingest.add(event(1));
    ingest.add(event(2));
    db.state.down = true;
    const stopped = ingest.stop();
    await vi.advanceTimersByTimeAsync(5000);
    await stopped;
    expect(db.write).toHaveBeenCalledTimes(3);
    expect(logged.find((l) => /could not be written before stopping/.test(String(l.msg)))).toMatchObject({ level: 50, lost: 2 });
  });
});

describe('#23.5 analytics flood: the buffer', () => {
  const withData = (n: number, characters: number): BufferedRow => ({
    kind: 'event',
    user_id: 'u',
    visit_id: 's',
    event_type: `e${n}`,
    event_data: 'x'.repeat(characters),
    page_path: null,
    timestamp: new Date(n),
  });

  it('estimates a row from its text, so an inflated row weighs what it holds', () => {
    expect(bufferedRowBytes(withData(1, 1000)) - bufferedRowBytes(event(1))).toBe(2000);
  });

  it('holds at most ANALYTICS_BUFFER_MAX_BYTES while writes fail: past it the oldest rows are dropped, and logged', async () => {
    const db = fakeDatabase();
    const rowBytes = bufferedRowBytes(withData(0, 1000));
    const ingest = buffer(db.write, { bufferMax: 1_000, bufferMaxBytes: 3 * rowBytes });
    ingest.start();
    db.state.down = true;
    for (let n = 1; n <= 5; n++) ingest.add(withData(n, 1000));
    expect(ingest.pending).toBe(3);
    expect(logged.find((l) => /buffer full/.test(String(l.msg)))).toMatchObject({ level: 50, bufferMaxBytes: 3 * rowBytes });
    ingest.add(event(6));
    expect(ingest.pending).toBe(3);
    db.state.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(db.batches.flat()).toEqual(['e4', 'e5', 'e6']);
  });

  it('writes a backlog in statements of ANALYTICS_BATCH_SIZE rows, not one statement however large', async () => {
    const db = fakeDatabase();
    const ingest = buffer(db.write, { batchSize: 3 });
    ingest.start();
    db.state.down = true;
    for (let n = 1; n <= 8; n++) {
      ingest.add(event(n));
      await settle();
    }
    db.state.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(db.batches).toEqual([
      ['e1', 'e2', 'e3'],
      ['e4', 'e5', 'e6'],
      ['e7', 'e8'],
    ]);
    expect(ingest.pending).toBe(0);
  });

  it('flush() writes every row waiting, chunk by chunk, and stops at the first chunk that fails', async () => {
    let calls = 0;
    const batches: string[][] = [];
    const write = vi.fn(async (rows: readonly BufferedRow[]) => {
      await Promise.resolve();
      if (++calls === 2) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      batches.push(names(rows));
    });
    const ingest = buffer(write, { batchSize: 2, flushMs: 60_000 });
    ingest.start();
    for (let n = 1; n <= 5; n++) ingest.add(event(n));
    await settle();
    // The full batches started by add(): e1–e2 written, e3–e4 refused and kept in front.
    expect(batches).toEqual([['e1', 'e2']]);
    expect(ingest.pending).toBe(3);
    await ingest.flush();
    expect(batches).toEqual([['e1', 'e2'], ['e3', 'e4'], ['e5']]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodicJob } from './periodic';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('periodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval, and at start only when asked', async () => {
    const run = vi.fn(async () => {});
    const later = periodicJob({ intervalMs: 1_000, run, onError: vi.fn() });
    later.start();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(3);
    await later.stop();

    const eager = vi.fn(async () => {});
    const now = periodicJob({ intervalMs: 1_000, run: eager, onError: vi.fn(), runAtStart: true });
    now.start();
    now.start();
    expect(eager).toHaveBeenCalledOnce();
    await now.stop();
  });

  it('skips a tick while the last run is still going', async () => {
    const slow = deferred();
    const run = vi.fn(() => slow.promise);
    const job = periodicJob({ intervalMs: 1_000, run, onError: vi.fn() });
    job.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledOnce();
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('reports a failed run and tries again on the next tick', async () => {
    const failure = new Error('database away');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const onError = vi.fn();
    const job = periodicJob({ intervalMs: 1_000, run, onError, runAtStart: true });
    job.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect([onError.mock.calls, run.mock.calls.length]).toEqual([[[failure]], 2]);
    await job.stop();
  });

  it('stops ticking and waits for the run in flight', async () => {
    const slow = deferred();
    const run = vi.fn(() => slow.promise);
    const job = periodicJob({ intervalMs: 1_000, run, onError: vi.fn(), runAtStart: true });
    job.start();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect([stopped, run.mock.calls.length]).toEqual([false, 1]);
    slow.resolve();
    await stopping;
    expect(stopped).toBe(true);
  });
});

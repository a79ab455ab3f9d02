import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeadline } from './deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDeadline', () => {
  it('fires after the silence unless restarted', () => {
    const d = createDeadline({ totalMs: 10_000, idleMs: 100 });
    vi.advanceTimersByTime(90);
    d.restart();
    vi.advanceTimersByTime(90);
    expect(d.timedOut()).toBe(false);
    vi.advanceTimersByTime(20);
    expect(d.timedOut()).toBe(true);
    expect(d.signal.aborted).toBe(true);
  });

  it('fires at the total however often the silence clock restarts', () => {
    const d = createDeadline({ totalMs: 500, idleMs: 100 });
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(99);
      d.restart();
    }
    expect(d.timedOut()).toBe(false);
    vi.advanceTimersByTime(104);
    expect(d.timedOut()).toBe(true);
  });

  it('keeps the total running while the silence clock is paused', () => {
    const d = createDeadline({ totalMs: 300, idleMs: 100 });
    d.pause();
    vi.advanceTimersByTime(250);
    expect(d.timedOut()).toBe(false);
    vi.advanceTimersByTime(50);
    expect(d.timedOut()).toBe(true);
  });

  it('never fires once stopped', () => {
    const d = createDeadline({ totalMs: 300, idleMs: 100 });
    d.stop();
    vi.advanceTimersByTime(1_000);
    expect(d.timedOut()).toBe(false);
  });

  it('tells a caller who cancelled from a timeout', () => {
    const caller = new AbortController();
    const d = createDeadline({ totalMs: 300 }, caller.signal);
    caller.abort();
    expect(d.signal.aborted).toBe(true);
    expect(d.cancelled()).toBe(true);
    expect(d.timedOut()).toBe(false);
  });
});

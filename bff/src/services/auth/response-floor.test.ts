import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withResponseFloor } from './response-floor';

// On a fake clock: a busy machine's late timers cannot make the figures vary.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled, without waiting for it. */
const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('withResponseFloor', () => {
  it('pads quick work up to the floor and returns its result', async () => {
    const answer = withResponseFloor(60, async () => {
      vi.advanceTimersByTime(15);
      return 'done';
    });
    await vi.advanceTimersByTimeAsync(44);
    expect(await settled(answer)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(answer)).toBe(true);
    expect(await answer).toBe('done');
  });

  it('adds nothing to work that already took longer', async () => {
    const answer = withResponseFloor(10, async () => {
      vi.advanceTimersByTime(50);
    });
    expect(await settled(answer)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a failure through at once', async () => {
    await expect(withResponseFloor(1000, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

import { describe, expect, it } from 'vitest';
import { withResponseFloor } from './response-floor';

describe('withResponseFloor', () => {
  it('pads quick work up to the floor and returns its result', async () => {
    const started = performance.now();
    expect(await withResponseFloor(60, async () => 'done')).toBe('done');
    expect(performance.now() - started).toBeGreaterThanOrEqual(58);
  });

  it('adds nothing to work that already took longer', async () => {
    const started = performance.now();
    await withResponseFloor(10, () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(performance.now() - started).toBeLessThan(45 + 10 + 40);
  });

  it('lets a failure through at once', async () => {
    await expect(withResponseFloor(1000, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

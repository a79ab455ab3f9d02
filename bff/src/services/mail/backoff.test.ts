import { describe, expect, it } from 'vitest';
import { backoffDelay, defaultBackoff } from './backoff';

describe('backoffDelay', () => {
  const policy = { baseMs: 1000, capMs: 10_000, maxAttempts: 5 };

  it('doubles from the base after each failure', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, policy))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(5, policy)).toBe(10_000);
    expect(backoffDelay(60, policy)).toBe(10_000);
  });

  it('keeps retrying for hours by default', () => {
    const total = Array.from({ length: defaultBackoff.maxAttempts - 1 }, (_, i) => backoffDelay(i + 1, defaultBackoff)).reduce(
      (a, b) => a + b,
    );
    expect(total).toBeGreaterThan(2 * 3600_000);
  });
});

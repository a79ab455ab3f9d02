import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0m 0s'],
    [59, '0m 59s'],
    [60, '1m 0s'],
    [125.9, '2m 5s'],
    [3725, '62m 5s'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

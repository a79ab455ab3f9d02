import { describe, expect, it } from 'vitest';
import { periodChange } from './period-change';

describe('periodChange', () => {
  it.each([
    [120, 100, 'up', 'Up 20%'],
    [75, 100, 'down', 'Down 25%'],
    [100, 100, 'same', 'No change'],
    [0, 0, 'same', 'No change'],
    [5, 0, 'up', 'Up from 0'],
    [0, 8, 'down', 'Down 100%'],
    [1001, 1000, 'up', 'Up less than 1%'],
    [2, 3, 'down', 'Down 33%'],
    [25_000, 100, 'up', 'Up 24,900%'],
  ] as const)('%s against %s is %s: %s', (current, previous, direction, text) => {
    expect(periodChange(current, previous)).toEqual({ direction, text });
  });
});

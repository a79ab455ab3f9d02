import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipGroup } from './tooltip-group';

describe('createTooltipGroup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('skips the delay while a tooltip is open and for 300 ms after it closes', () => {
    const group = createTooltipGroup();
    const changed = vi.fn();
    group.subscribe(changed);
    expect(group.skipping()).toBe(false);
    group.opened();
    expect(group.skipping()).toBe(true);
    group.closed();
    vi.advanceTimersByTime(299);
    expect(group.skipping()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(group.skipping()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('keeps skipping when another tooltip opens within the 300 ms', () => {
    const group = createTooltipGroup();
    group.opened();
    group.closed();
    vi.advanceTimersByTime(200);
    group.opened();
    vi.advanceTimersByTime(1000);
    expect(group.skipping()).toBe(true);
  });
});

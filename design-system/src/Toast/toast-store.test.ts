import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToasts, subscribe, toast, TOAST_REMOVE_DELAY_MS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the last', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'success' });
    expect(getToasts().map((t) => [t.title, t.variant, t.open])).toEqual([['Second', 'success', true]]);
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { id } = toast({ title: 'Saved' });
    dismiss(id);
    expect(getToasts().map((t) => t.open)).toEqual([false]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    toast({ title: 'One' });
    unsubscribe();
    toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_DELAY_MS, simulateContactSubmit } from './simulate-contact-submit';

const input = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', message: 'Hello' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('simulateContactSubmit', () => {
  it('resolves after the simulated delay of product §9, calling no server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let settled = false;
    void simulateContactSubmit(input).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CONTACT_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

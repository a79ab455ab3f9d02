import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatMoment } from './formats';

describe('analytics formats', () => {
  it('shows a day as its UTC date, whatever the time zone', () => {
    expect(formatDay('2026-11-03')).toBe('Nov 3, 2026');
    expect(formatDay('2026-01-01T00:00:00.000Z')).toBe('Jan 1, 2026');
  });

  it('shows a moment in UTC and says so', () => {
    expect(formatMoment('2026-11-03T14:05:09.000Z')).toBe('2026-11-03 14:05 UTC');
    expect(formatMoment('2026-11-03T23:30:00-02:00')).toBe('2026-11-04 01:30 UTC');
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

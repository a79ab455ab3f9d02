import { describe, expect, it } from 'vitest';
import { statsRange } from './stats-range';

const now = new Date('2026-03-10T23:30:00Z');

describe('statsRange', () => {
  it('is the last `days` UTC days ending today', () => {
    expect(statsRange({ days: 7, period: 'current' }, now)).toEqual({
      firstDay: '2026-03-04',
      lastDay: '2026-03-10',
      endDay: '2026-03-11',
      start: new Date('2026-03-04T00:00:00Z'),
      end: new Date('2026-03-11T00:00:00Z'),
      endsToday: true,
    });
  });

  it('with period=previous is the range of equal length just before, across a month boundary', () => {
    expect(statsRange({ days: 30, period: 'previous' }, now)).toMatchObject({
      firstDay: '2026-01-10',
      lastDay: '2026-02-08',
      endDay: '2026-02-09',
      endsToday: false,
    });
  });

  it('takes the UTC day, not the local one', () => {
    expect(statsRange({ days: 7, period: 'current' }, new Date('2026-03-11T00:30:00+02:00')).lastDay).toBe('2026-03-10');
  });
});

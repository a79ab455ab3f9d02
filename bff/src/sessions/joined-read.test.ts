import { describe, expect, it } from 'vitest';
import { createRouter } from '../http/router';
import { joinedReadsOf, rideOnSessionRead, type JoinedRead } from './joined-read';

const aRead = (path: string): JoinedRead => ({
  method: 'GET',
  path,
  category: 'Member',
  sql: () => 'select 1 as one',
  types: [],
  values: () => [],
});

describe('joined reads (docs/decisions/013)', () => {
  it('are declared on the router of the route they serve, and the app finds them there: no second list', () => {
    const plain = createRouter();
    const hot = createRouter();
    const first = aRead('/api/first');
    const second = aRead('/api/second');
    rideOnSessionRead(hot, first);
    rideOnSessionRead(hot, second);
    expect(joinedReadsOf([plain, hot])).toEqual([first, second]);
    expect(joinedReadsOf([plain])).toEqual([]);
  });
});

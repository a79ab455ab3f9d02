import { describe, expect, it } from 'vitest';
import { rowCount, withThousands } from './count-text';

describe('count texts', () => {
  it('groups thousands with commas', () => {
    expect([0, 7, 999, 1000, 12345, 100000, 1234567].map(withThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '100,000',
      '1,234,567',
    ]);
  });
  it('says row or rows', () => {
    expect([rowCount(1), rowCount(2), rowCount(2500)]).toEqual(['1 row', '2 rows', '2,500 rows']);
  });
});

import { describe, expect, it } from 'vitest';
import { uploadRefusedMessage } from '../../contract/messages';
import { onePerRecord, refusalOf } from './record-problems';

describe('refusals', () => {
  it('keeps the first problem of each record, sorted by record', () => {
    expect(
      onePerRecord([
        { record: 3, error: 'a' },
        { record: 1, error: 'b' },
        { record: 3, error: 'c' },
      ]),
    ).toEqual([
      { record: 1, error: 'b' },
      { record: 3, error: 'a' },
    ]);
  });

  it('counts every wrong record but lists the first 50', () => {
    const refusal = refusalOf(Array.from({ length: 70 }, (_, i) => ({ record: i + 1, error: 'x' })));
    expect(refusal.error).toBe(uploadRefusedMessage(70));
    expect(refusal.problems).toHaveLength(50);
  });
});

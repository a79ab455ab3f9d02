import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../../contract/messages';
import { duplicateIds } from './duplicate-ids';

const m = uploadMessages;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('duplicateIds', () => {
  it('names every record of a repeated id, the first included, in record order', () => {
    expect(duplicateIds([{ id: id(1) }, { id: id(2) }, { id: id(1) }, { id: id(3) }, { id: id(2) }, { id: id(1) }])).toEqual(
      [1, 2, 3, 5, 6].map((record) => ({ record, error: m.duplicateId })),
    );
    expect(duplicateIds([{ id: id(1) }, { id: id(2) }])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { problemLines } from './upload-outcome';

describe('problemLines', () => {
  it('puts record N on the line it began on, lines[N - 1]', () => {
    expect(problemLines([{ record: 2, error: 'bad' }], Uint32Array.from([2, 5, 9]))).toEqual([{ record: 2, line: 5, error: 'bad' }]);
  });
  it('leaves the line unknown for a record the preview did not send', () => {
    expect(problemLines([{ record: 4, error: 'bad' }], [2, 5, 9])).toEqual([{ record: 4, line: undefined, error: 'bad' }]);
  });
});

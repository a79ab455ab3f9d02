import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate';

describe('formatRate', () => {
  it('shows a rate as a percent with one decimal, a few in many as under a tenth, and a dash without a whole', () => {
    expect(formatRate(12, 4812)).toBe('0.2%');
    expect(formatRate(21, 538)).toBe('3.9%');
    expect(formatRate(7, 7)).toBe('100.0%');
    expect(formatRate(4, 21_390)).toBe('<0.1%');
    expect(formatRate(0, 21_390)).toBe('0.0%');
    expect(formatRate(0, 0)).toBe('—');
  });
});

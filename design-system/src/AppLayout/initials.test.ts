import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initials('ada', 'Lovelace')).toBe('AL');
  });

  it('copes with a missing or blank part', () => {
    expect(initials('Grace', '')).toBe('G');
    expect(initials('  ', ' ')).toBe('?');
  });
});

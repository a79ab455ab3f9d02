import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the truthy names with single spaces', () => {
    expect(cx('a', false, undefined, 'b', null, '', 'c')).toBe('a b c');
  });

  it('is empty when nothing is truthy', () => {
    expect(cx(false, undefined)).toBe('');
  });
});

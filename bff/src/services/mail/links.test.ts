import { describe, expect, it } from 'vitest';
import { extractLinks } from './links';

describe('extractLinks', () => {
  it('finds each http(s) link once, without trailing punctuation', () => {
    const text = 'Verify: https://app.test/verify-email?token=abc. Or (http://x.test/a) and again https://app.test/verify-email?token=abc';
    expect(extractLinks(text)).toEqual(['https://app.test/verify-email?token=abc', 'http://x.test/a']);
  });

  it('returns nothing for text without links', () => {
    expect(extractLinks('no links here, ftp://nope')).toEqual([]);
  });
});

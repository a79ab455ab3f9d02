import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './body';

describe('hasUnstorableText', () => {
  it('finds NUL and unpaired surrogates in keys and values at any depth, and passes paired ones', () => {
    expect(hasUnstorableText({ a: ['ok', { b: 'Zoë 😀' }] })).toBe(false);
    expect(hasUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(hasUnstorableText(['\uD83D'])).toBe(true);
    expect(hasUnstorableText(['\uDE00x'])).toBe(true);
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(hasUnstorableText(deep)).toBe(true);
  });

  it('walks a list of a million items (an upload body) without overflowing the stack', () => {
    const wide = [...(new Array(1_000_000).fill('ok') as string[]), 'x\u0000'];
    expect(hasUnstorableText(wide)).toBe(true);
  });
});

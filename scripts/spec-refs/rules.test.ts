import { describe, expect, it } from 'vitest';
import { mayHoldCitation, outsideReference, rewriteCitations } from './rules';

describe('rewriteCitations', () => {
  it.each([
    ['the texts of SPEC §5 and §8', 'the texts of product §5 and §8'],
    ["shows SPEC §8's texts", "shows product §8's texts"],
    ['(SPEC §2, §4)', '(product §2, §4)'],
    ["// The SPEC's words, as the hint", "// docs/product.md's words, as the hint"],
    ["keep SPEC's shape for other callers", "keep docs/product.md's shape for other callers"],
    ['keep SPEC’s message', 'keep docs/product.md’s message'],
    ['as the SPEC has it', 'as docs/product.md has it'],
    ['the longest prompt SPEC allows', 'the longest prompt docs/product.md allows'],
    ['(ARCHITECTURE.md, MF contract)', '(docs/architecture.md, MF contract)'],
  ])('%s → %s', (before, after) => {
    expect(rewriteCitations(before).text).toBe(after);
    expect(mayHoldCitation(before)).toBe(true);
  });

  it('counts each citation once and leaves our own names and other words alone', () => {
    expect(rewriteCitations('SPEC §4 and SPEC §9; see ARCHITECTURE.md').count).toBe(3);
    for (const text of ['SPECS.map((spec) => spec)', 'docs/architecture.md', 'product §4', 'SPECIAL', 'INSPECT']) {
      expect(rewriteCitations(text)).toEqual({ text, count: 0 });
    }
    for (const text of ['docs/architecture.md', 'product §4', 'a spec']) expect(mayHoldCitation(text)).toBe(false);
  });
});

// Spelled in parts: the repository itself holds no link outside it, this test's sample included.
const outsideLink = ['..', 'shared', 'ARCHITECTURE.md'].join('/');

describe('outsideReference', () => {
  it('finds what no rule rewrites, and not our own docs', () => {
    for (const text of ["it('SPEC §5')", outsideLink, 'STYLE.md "Bulk"', 'SPEC.md']) expect(outsideReference.test(text)).toBe(true);
    for (const text of ['product §5', 'docs/architecture.md', 'docs/product.md', 'SPECS']) expect(outsideReference.test(text)).toBe(false);
  });
});

/**
 * How a citation of the reference that used to live outside the repository becomes one of ours
 * (issue #25): "SPEC §4" is "product §4" (docs/product.md keeps the same section numbers), other
 * mentions of the SPEC name docs/product.md, and ARCHITECTURE.md is docs/architecture.md. Applied
 * to comments and docs only, never to code or string literals.
 */
const rules: readonly (readonly [RegExp, string])[] = [
  [/\bSPEC(\s+§)/g, 'product$1'],
  [/\b[Tt]he SPEC(?=['’]s\b)/g, 'docs/product.md'],
  [/\bSPEC(?=['’]s\b)/g, 'docs/product.md'],
  [/\b[Tt]he SPEC\b(?!S)/g, 'docs/product.md'],
  [/\bSPEC\b(?!S)/g, 'docs/product.md'],
  [/(?<![\w./-])ARCHITECTURE\.md/g, 'docs/architecture.md'],
];

/** False when no rule can match: each one's match holds "SPEC" or "ARCHITECTURE.md". A file without either is not parsed. */
export const mayHoldCitation = (text: string): boolean => text.includes('SPEC') || text.includes('ARCHITECTURE.md');

/** The text with every citation rewritten, and how many there were. */
export function rewriteCitations(text: string): { text: string; count: number } {
  let count = 0;
  let out = text;
  for (const [pattern, replacement] of rules) {
    out = out.replace(pattern, (...match: string[]) => {
      count += 1;
      return replacement.replace('$1', match[1] ?? '');
    });
  }
  return { text: out, count };
}

/** A reference to the outside documents that no rule rewrites (a string literal, or a name that must be reworded by hand). */
export const outsideReference = /\bSPEC\b(?!S)|SPEC\.md|STYLE\.md|\.\.\/shared\b|(?<![\w./-])ARCHITECTURE\.md/;

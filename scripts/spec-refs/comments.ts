import ts from 'typescript';

/** A span of a file's text, `start` inclusive, `end` exclusive. */
export interface Span {
  start: number;
  end: number;
}

const scriptKind = (fileName: string): ts.ScriptKind => {
  if (/\.[jt]sx$/.test(fileName)) return fileName.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.TSX;
  return /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
};

/**
 * The comments of a TypeScript or JavaScript file, found by its parser: every comment is leading or
 * trailing trivia of some token. Text between JSX tags is no trivia, though the trivia scanner
 * would read a `//` in it as a comment, so spans inside JSX text are dropped.
 */
export function scriptComments(text: string, fileName: string): Span[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const found = new Map<number, Span>();
  const jsxText: Span[] = [];
  const keep = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => found.set(r.pos, { start: r.pos, end: r.end }));
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push({ start: node.pos, end: node.end });
    keep(ts.getLeadingCommentRanges(text, node.pos));
    keep(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  const inJsxText = (span: Span) => jsxText.some((t) => span.start >= t.start && span.start < t.end);
  return [...found.values()].filter((span) => !inJsxText(span)).sort((a, b) => a.start - b.start);
}

/** The `/* … *\/` comments of a stylesheet. */
export function cssComments(text: string): Span[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Whole-line `#` comments (a Dockerfile, YAML, a shell script). */
export function hashComments(text: string): Span[] {
  return [...text.matchAll(/^[ \t]*#.*$/gm)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

import { cssComments, hashComments, scriptComments, type Span } from './comments';
import { mayHoldCitation, rewriteCitations } from './rules';

/** Where a file's citations may be rewritten: all of a doc, only the comments of code, nothing else. */
export function rewritableSpans(fileName: string, text: string): Span[] | undefined {
  if (fileName.endsWith('.md')) return [{ start: 0, end: text.length }];
  if (/\.[cm]?[jt]sx?$/.test(fileName)) return scriptComments(text, fileName);
  if (fileName.endsWith('.css')) return cssComments(text);
  if (/(^|\/)(Dockerfile|run)$|\.(ya?ml|sh)$/.test(fileName)) return hashComments(text);
  return undefined;
}

/** The file's text with the citations in its comments (or, for a doc, anywhere) rewritten, and how many. */
export function repointFile(fileName: string, text: string): { text: string; count: number } {
  if (!mayHoldCitation(text)) return { text, count: 0 };
  const spans = rewritableSpans(fileName, text);
  if (!spans) return { text, count: 0 };
  let out = '';
  let at = 0;
  let count = 0;
  for (const span of spans) {
    const rewritten = rewriteCitations(text.slice(span.start, span.end));
    out += text.slice(at, span.start) + rewritten.text;
    at = span.end;
    count += rewritten.count;
  }
  return { text: out + text.slice(at), count };
}

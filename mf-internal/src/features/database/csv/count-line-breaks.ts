const LF = 10;
const CR = 13;

/** How many line breaks `text` holds between `from` and `to`: CRLF, LF and a lone CR each count once, as an editor numbers lines. */
export function countLineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) breaks += 1;
  }
  return breaks;
}

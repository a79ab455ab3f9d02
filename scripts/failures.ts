// What a failed phase's output says failed, so the last lines of `pnpm test` name it: CI keeps only
// the tail of a run's output, and the lane that ends last prints after the one that failed.
import { stripVTControlCharacters } from 'node:util';

/** Vitest's " FAIL  file > test" and "Unhandled Error" headings, each with the message under it. */
const heading = /^\s*(FAIL\s|.*Unhandled (Error|Rejection))/;

export const failuresIn = (output: string, limit = 12): string[] => {
  const lines = stripVTControlCharacters(output).split(/\r?\n/);
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (!heading.test(line)) return;
    const message = lines.slice(i + 1).find((next) => next.trim() !== '' && !/^[\s⎯]*$/.test(next));
    // Each part cut on its own: a long test name must not push its message out.
    const entry = [line.trim().slice(0, 240), message?.trim().slice(0, 240)].filter(Boolean).join(' — ');
    if (!found.includes(entry)) found.push(entry);
  });
  if (found.length > 0) return found.slice(0, limit);
  // Not vitest's words (a build or a check script): its last lines say what went wrong.
  return lines.filter((line) => line.trim() !== '').slice(-8);
};

import { describe, expect, it } from 'vitest';
import { failuresIn } from './failures';

const vitestOutput = [
  '\u001b[31m     × fails here\u001b[39m 17ms',
  '\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Failed Tests 1 \u001b[49m\u001b[22m',
  '',
  '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m  bff-pg  a.test.ts\u001b[2m > \u001b[22mgroup\u001b[2m > \u001b[22mfails here',
  '\u001b[31m\u001b[1mAssertionError\u001b[22m: expected 3 to be 2 // Object.is equality\u001b[39m',
  '',
  ' Test Files  1 failed (1)',
].join('\n');

describe('failuresIn', () => {
  it("names vitest's failed tests with the message under each, without colours", () => {
    expect(failuresIn(vitestOutput)).toEqual([
      'FAIL   bff-pg  a.test.ts > group > fails here — AssertionError: expected 3 to be 2 // Object.is equality',
    ]);
  });

  it('keeps the message of a test whose name is long', () => {
    const [entry] = failuresIn(` FAIL  a.test.ts > ${'very '.repeat(80)}long name\nAssertionError: expected 503 to be 201\n`);
    expect(entry).toMatch(/ — AssertionError: expected 503 to be 201$/);
  });

  it('names unhandled errors too', () => {
    const output = '⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯\n\nVitest caught 1 unhandled error during the test run.\n';
    expect(failuresIn(output)).toEqual(['⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯ — Vitest caught 1 unhandled error during the test run.']);
  });

  it("falls back to the last lines of output that isn't vitest's", () => {
    const output = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    expect(failuresIn(output)).toEqual(Array.from({ length: 8 }, (_, i) => `line ${i + 12}`));
  });
});

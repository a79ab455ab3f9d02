import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('writes a header and a CRLF-ended line per row, numbers as they are and nothing for null', () => {
    expect(
      toCsv(
        ['page_path', 'views'],
        [
          ['/members/dashboard', 12],
          ['/members/apps', null],
        ],
      ),
    ).toBe('page_path,views\r\n/members/dashboard,12\r\n/members/apps,\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling the quotes inside', () => {
    const csv = toCsv(['a', 'b', 'c', 'd'], [['x,y', 'say "hi"', 'two\r\nlines', ' padded ']]);
    expect(csv).toBe('a,b,c,d\r\n"x,y","say ""hi""","two\r\nlines"," padded "\r\n');
    // A CSV reader gets the same cells back.
    expect(Papa.parse<string[]>(csv, { skipEmptyLines: true }).data[1]).toEqual(['x,y', 'say "hi"', 'two\r\nlines', ' padded ']);
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(toCsv(['event_type'], [['=HYPERLINK("http://x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['/ok']])).toBe(
      'event_type\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n/ok\r\n',
    );
  });

  it('leaves negative numbers alone (only text is guarded)', () => {
    expect(toCsv(['n'], [[-3]])).toBe('n\r\n-3\r\n');
  });
});

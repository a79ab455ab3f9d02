import { describe, expect, it } from 'vitest';
import { AUTHOR_NAME_MAX, createCsvRecordReader, csvHeaderMismatchMessage, csvMessages, uploadMessages } from './index';

const a = '0b6f3c1e-6f0a-4b8e-9a57-6c2d1f1b9a01';
const c = '5e0f9a3c-2b7d-4c1e-8f64-3a9d0c7e2b12';
const s = '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d23';

const read = (table: 'snippets' | 'authors' | 'categories', rows: string[][]) => {
  const reader = createCsvRecordReader(table);
  rows.forEach((cells, i) => reader.push(cells, i + 1));
  return reader.result();
};

describe('the CSV record reader (product §5)', () => {
  it('skips the header and blank rows, trims values and keeps each record with its line', () => {
    const r = read('snippets', [
      ['id', 'text', 'author', 'category'],
      ['', ' ', '', ''],
      [` ${s} `, ' Say "hi", then go ', a, c],
    ]);
    expect(r.records).toEqual([{ id: s, text: 'Say "hi", then go', author: a, category: c }]);
    expect(r.lines).toEqual([3]);
    expect(r.blank).toBe(1);
    expect(r.dropped).toEqual([]);
  });

  it('drops short rows, rows without an id or content, and rows the record schema refuses, saying why', () => {
    const r = read('snippets', [
      ['id', 'text', 'author', 'category'],
      [s, 'text', a],
      ['', 'text', a, c],
      [s, ' ', a, c],
      ['not-a-uuid', 'text', a, c],
    ]);
    expect(r.records).toEqual([]);
    expect(r.dropped).toEqual([
      { line: 2, reason: 'fewer than 4 columns' },
      { line: 3, reason: csvMessages.noId },
      { line: 4, reason: csvMessages.noText },
      { line: 5, reason: uploadMessages.idInvalid },
    ]);
  });

  it('reads authors from two columns and ignores extra cells', () => {
    expect(
      read('authors', [
        ['id', 'name'],
        [a, 'Seneca', 'extra'],
      ]).records,
    ).toEqual([{ id: a, name: 'Seneca' }]);
    expect(
      read('authors', [
        ['id', 'name'],
        [a, ''],
      ]).dropped,
    ).toEqual([{ line: 2, reason: csvMessages.noName }]);
  });
});

describe('#23.6 names without a length cap: the CSV reader', () => {
  it("drops a row whose name is past the cap, by its line and with the upload's message", () => {
    const r = read('authors', [
      ['id', 'name'],
      [a, 'Seneca'],
      [c, 'n'.repeat(AUTHOR_NAME_MAX + 1)],
    ]);
    expect(r.records).toEqual([{ id: a, name: 'Seneca' }]);
    expect(r.dropped).toEqual([{ line: 3, reason: uploadMessages.nameTooLong }]);
  });
});

describe('#24.12 the header row names the chosen table', () => {
  it('refuses an authors file read as categories, saying what was expected and what was found, and reads no row', () => {
    const r = read('categories', [
      ['id', 'name'],
      [a, 'Maya Angelou'],
    ]);
    expect(r.records).toEqual([]);
    expect(r.dropped).toEqual([]);
    expect(r.headerMismatch).toEqual({
      expected: ['id', 'category'],
      found: ['id', 'name'],
      message: csvHeaderMismatchMessage('categories', ['id', 'category'], ['id', 'name']),
    });
    expect(r.headerMismatch?.message).toBe(
      'This file\'s columns do not match the categories table: expected "id,category", found "id,name"',
    );
  });

  it('refuses a snippets file read as authors', () => {
    const r = read('authors', [
      ['id', 'text', 'author', 'category'],
      [s, 'We suffer more often in imagination than in reality.', a, c],
    ]);
    expect(r.records).toEqual([]);
    expect(r.headerMismatch?.found).toEqual(['id', 'text', 'author', 'category']);
  });

  it('takes its own header whatever the case, spaces, a byte order mark or extra columns after it', () => {
    const r = read('authors', [
      ['\uFEFFID', ' Name ', 'born'],
      [a, 'Seneca'],
    ]);
    expect(r.headerMismatch).toBeUndefined();
    expect(r.header).toEqual(['id', 'name', 'born']);
    expect(r.records).toEqual([{ id: a, name: 'Seneca' }]);
  });

  it("names the column of a skipped row's reason: author must be a UUID, not the id's message", () => {
    const r = read('snippets', [
      ['id', 'text', 'author', 'category'],
      [s, 'text', 'Seneca', c],
      [s, 'text', a, 'Stoicism'],
      [s, 'text', '', c],
    ]);
    expect(r.dropped).toEqual([
      { line: 2, reason: 'author must be a UUID' },
      { line: 3, reason: 'category must be a UUID' },
      { line: 4, reason: 'no author' },
    ]);
  });
});

// @vitest-environment node
import { csvMessages } from '@nextlevel/bff/contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

const s1 = '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d23';
const s2 = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const a = '0b6f3c1e-6f0a-4b8e-9a57-6c2d1f1b9a01';
const c = '5e0f9a3c-2b7d-4c1e-8f64-3a9d0c7e2b12';

describe('parseCsv (product §5, in the worker)', () => {
  it('skips the header row and reads quoted commas and doubled quotes', () => {
    const csv = `id,text,author,category\n${s1},"Well, ""done"" is better",${a},${c}\n`;
    const r = parseCsv(csv, 'snippets');
    expect(r.records).toEqual([{ id: s1, text: 'Well, "done" is better', author: a, category: c }]);
    expect(r.lines).toEqual([2]);
    expect(r.dropped).toEqual([]);
  });

  it('reads CRLF and LF files alike, with the same line numbers', () => {
    const rows = ['id,name', `${a},Seneca`, `${s1},Ada`];
    const lf = parseCsv(rows.join('\n'), 'authors');
    const crlf = parseCsv(rows.join('\r\n') + '\r\n', 'authors');
    expect(crlf).toEqual(lf);
    expect(lf.records.map((r) => r.name)).toEqual(['Seneca', 'Ada']);
    expect(lf.lines).toEqual([2, 3]);
  });

  it('counts blank lines without a reason and keeps numbering the lines after them', () => {
    const r = parseCsv(`id,category\n\n${c},Wisdom\n , \n${s2},Courage\n`, 'categories');
    expect(r.blank).toBe(2);
    expect(r.lines).toEqual([3, 5]);
    expect(r.dropped).toEqual([]);
  });

  it('gives a record after a quoted field spanning lines the line it begins on', () => {
    const csv = [
      'id,text,author,category',
      `${s1},"First line`,
      'second line',
      `third line",${a},${c}`,
      `,no id here,${a},${c}`,
      `${s2},"Short",${a},${c}`,
    ].join('\r\n');
    const r = parseCsv(csv, 'snippets');
    expect(r.records.map((x) => x.text)).toEqual(['First line\r\nsecond line\r\nthird line', 'Short']);
    expect(r.lines).toEqual([2, 6]);
    expect(r.dropped).toEqual([{ line: 5, reason: csvMessages.noId }]);
  });

  it('drops rows with too few columns, no id or no content, saying which line and why', () => {
    const r = parseCsv(`id,text,author,category\n${s1},only two\n,text,${a},${c}\n${s2}, ,${a},${c}\n`, 'snippets');
    expect(r.records).toEqual([]);
    expect(r.dropped).toEqual([
      { line: 2, reason: 'fewer than 4 columns' },
      { line: 3, reason: csvMessages.noId },
      { line: 4, reason: csvMessages.noText },
    ]);
  });

  it('reads a file with lone CR line breaks', () => {
    const r = parseCsv(`id,name\r${a},Seneca\r\r${s1},Ada`, 'authors');
    expect(r.lines).toEqual([2, 4]);
    expect(r.blank).toBe(1);
  });

  it('refuses a file whose quote is never closed', () => {
    expect(() => parseCsv(`id,name\n${a},"Seneca\n${s1},Ada\n`, 'authors')).toThrow(csvMessages.unreadable);
  });

  it('has no records in an empty file or one with only its header', () => {
    expect(parseCsv('', 'authors').records).toEqual([]);
    expect(parseCsv('id,name\n', 'authors')).toEqual({ records: [], lines: [], dropped: [], blank: 0, header: ['id', 'name'] });
  });

  it('reports progress up to the whole text', () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => `${a},Author ${i}`);
    const seen: number[] = [];
    const r = parseCsv(['id,name', ...rows].join('\n'), 'authors', { onProgress: (f) => seen.push(f) });
    expect(r.records).toHaveLength(12_000);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
  });
});

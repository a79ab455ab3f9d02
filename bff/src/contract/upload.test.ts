import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_NAME_MAX,
  CATEGORY_NAME_MAX,
  firstIssues,
  UPLOAD_MAX_RECORDS,
  uploadDataSchema,
  uploadRowSchemas,
  uploadMessages,
} from './index';

const m = uploadMessages;
const ids = [
  '0b6f3c1e-6f0a-4b8e-9a57-6c2d1f1b9a01',
  '5e0f9a3c-2b7d-4c1e-8f64-3a9d0c7e2b12',
  '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d23',
] as const;

const category = { id: ids[0], category: 'Wisdom' };
const author = { id: ids[1], name: 'Seneca' };
const snippet = { id: ids[2], text: 'Luck is what happens when preparation meets opportunity.', author: ids[1], category: ids[0] };

const issuesOf = (input: unknown) => {
  const r = v.safeParse(uploadDataSchema, input);
  expect(r.success).toBe(false);
  return firstIssues(r.issues ?? []);
};

describe('uploadDataSchema (POST /api/internal/upload-data)', () => {
  it("takes each table's records as objects keyed by product §3's CSV row shapes", () => {
    expect(v.parse(uploadDataSchema, { table: 'categories', data: [category] })).toEqual({ table: 'categories', data: [category] });
    expect(v.parse(uploadDataSchema, { table: 'authors', data: [author] })).toEqual({ table: 'authors', data: [author] });
    expect(v.parse(uploadDataSchema, { table: 'snippets', data: [snippet] })).toEqual({ table: 'snippets', data: [snippet] });
  });

  it('trims the values and drops columns the table does not have', () => {
    const out = v.parse(uploadDataSchema, { table: 'authors', data: [{ id: ` ${ids[1]} `, name: ' Seneca ', born: '4 BC' }] });
    expect(out.data).toEqual([author]);
  });

  it('refuses a snippet record without text, with the catalogue message', () => {
    const { text: _text, ...withoutText } = snippet;
    expect(issuesOf({ table: 'snippets', data: [withoutText] })).toEqual({ 'data.0.text': m.textRequired });
    expect(issuesOf({ table: 'snippets', data: [{ ...snippet, text: '   ' }] })).toEqual({ 'data.0.text': m.textRequired });
  });

  it('refuses author records sent as categories', () => {
    expect(issuesOf({ table: 'categories', data: [author] })).toEqual({ 'data.0.category': m.categoryRequired });
  });

  it('refuses the old arrays of cells', () => {
    expect(issuesOf({ table: 'categories', data: [[ids[0], 'Wisdom']] })).toEqual({ 'data.0': m.recordInvalid });
    expect(issuesOf({ table: 'categories', data: [null] })).toEqual({ 'data.0': m.recordInvalid });
  });

  it('refuses ids that are not UUIDs (product §3)', () => {
    expect(issuesOf({ table: 'snippets', data: [{ ...snippet, author: 'Seneca' }] })).toEqual({ 'data.0.author': m.authorInvalid });
  });

  it('refuses an unknown table, no records and more than 100,000 records', () => {
    expect(issuesOf({ table: 'users', data: [category] })).toEqual({ table: m.tableInvalid });
    expect(issuesOf({ data: [category] })).toEqual({ table: m.tableInvalid });
    expect(issuesOf({ table: 'categories', data: [] })).toEqual({ data: m.noRecords });
    expect(issuesOf({ table: 'categories', data: 'x' })).toEqual({ data: m.dataInvalid });
    expect(UPLOAD_MAX_RECORDS).toBe(100_000);
    const many = Array.from({ length: UPLOAD_MAX_RECORDS + 1 }, () => category);
    expect(issuesOf({ table: 'categories', data: many })).toEqual({ data: m.tooManyRecords });
    expect(v.is(uploadDataSchema, { table: 'categories', data: many.slice(1) })).toBe(true);
  });
});

describe('#23.6 names without a length cap', () => {
  it(`takes an author name of ${AUTHOR_NAME_MAX} characters and refuses one more, naming the field and the limit`, () => {
    expect(v.parse(uploadRowSchemas.authors, { ...author, name: 'n'.repeat(AUTHOR_NAME_MAX) }).name).toHaveLength(AUTHOR_NAME_MAX);
    expect(issuesOf({ table: 'authors', data: [{ ...author, name: 'n'.repeat(AUTHOR_NAME_MAX + 1) }] })).toEqual({
      'data.0.name': m.nameTooLong,
    });
    expect(m.nameTooLong).toContain(String(AUTHOR_NAME_MAX));
  });

  it(`takes a category of ${CATEGORY_NAME_MAX} characters and refuses one more, naming the field and the limit`, () => {
    expect(v.parse(uploadRowSchemas.categories, { ...category, category: 'c'.repeat(CATEGORY_NAME_MAX) }).category).toHaveLength(
      CATEGORY_NAME_MAX,
    );
    expect(issuesOf({ table: 'categories', data: [{ ...category, category: 'c'.repeat(CATEGORY_NAME_MAX + 1) }] })).toEqual({
      'data.0.category': m.categoryTooLong,
    });
    expect(m.categoryTooLong).toContain(String(CATEGORY_NAME_MAX));
  });

  it('refuses the 8 MB category name that was once stored', () => {
    expect(issuesOf({ table: 'categories', data: [{ ...category, category: 'c'.repeat(8 * 1024 * 1024) }] })).toEqual({
      'data.0.category': m.categoryTooLong,
    });
  });

  it('counts the cap after trimming, as the value is stored', () => {
    expect(v.parse(uploadRowSchemas.authors, { ...author, name: `  ${'n'.repeat(AUTHOR_NAME_MAX)}  ` }).name).toHaveLength(AUTHOR_NAME_MAX);
  });
});

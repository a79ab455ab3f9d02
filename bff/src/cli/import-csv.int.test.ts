import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/support/clock';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import {
  csvHeaderMismatchMessage,
  messages,
  uploadRefusedMessage,
  uploadSuccessMessage,
  csvMessages,
  uploadMessages,
} from '../contract/messages';
import { AUTHOR_NAME_MAX, CATEGORY_NAME_MAX } from '../contract/snippets';
import { UPLOAD_MAX_RECORDS } from '../contract/upload';
import { importCsv, parseImportArgs } from './import-csv';

const author = '0b6f3c1e-6f0a-4b8e-9a57-6c2d1f1b9a01';
const category = '5e0f9a3c-2b7d-4c1e-8f64-3a9d0c7e2b12';
const first = '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d23';
const second = '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d24';
const third = '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d25';

let t: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-import-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** Writes a CSV file and imports it, collecting what the command prints. */
const run = async (table: string, name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  const output: string[] = [];
  const code = await importCsv({ db: t.db, clock: fakeClock() }, parseImportArgs([table, file]), (line) => output.push(line));
  return { code, output };
};

describe('pnpm cli import', () => {
  it('imports authors, categories and snippets through product §5 rules, printing dropped rows by line', async () => {
    expect((await run('authors', 'authors.csv', `id,name\n${author},"Seneca, the Younger"\n`)).code).toBe(0);
    expect((await run('categories', 'categories.csv', `id,category\r\n${category},Stoicism\r\n`)).code).toBe(0);

    const csv = [
      'id,text,author,category',
      `${first},"Luck is what happens when preparation meets opportunity, they say",${author},${category}`,
      `${second},"He said ""begin"", and
began.",${author},${category}`,
      '',
      `,A row without an id,${author},${category}`,
      `${third}, Trimmed text ,${author},${category}`,
      `${third}`,
    ].join('\n');
    const { code, output } = await run('snippets', 'snippets.csv', csv);

    expect(code).toBe(0);
    expect(output).toContain(`line 6: ${csvMessages.noId}`);
    expect(output).toContain('line 8: fewer than 4 columns');
    expect(output).toContain('3 records to upload; 2 rows dropped, 1 row skipped as blank');
    expect(output.at(-1)).toBe(`${uploadSuccessMessage(3, 'snippets')} (3 new, 0 changed, 0 unchanged)`);
    const texts = await t.db('snippets').whereIn('id', [first, second, third]).orderBy('id').pluck('text');
    expect(texts).toEqual([
      'Luck is what happens when preparation meets opportunity, they say',
      'He said "begin", and\nbegan.',
      'Trimmed text',
    ]);
    expect(await t.db('authors').where({ id: author }).first('name')).toEqual({ name: 'Seneca, the Younger' });
  });

  it('imports the same file again without changing anything', async () => {
    const { code, output } = await run('authors', 'authors.csv', `id,name\n${author},"Seneca, the Younger"\n`);
    expect(code).toBe(0);
    expect(output.at(-1)).toBe(`${uploadSuccessMessage(1, 'authors')} (0 new, 0 changed, 1 unchanged)`);
  });

  it('refuses the whole file when a snippet names an unknown author, by CSV line, and stores nothing', async () => {
    const fresh = ['9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d30', '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d31'];
    const csv = [
      'id,text,author,category',
      `${fresh[0]},"A good one, quoted",${author},${category}`,
      '',
      `${fresh[1]},Nobody wrote this,9c1d7e52-4a3b-4f8d-b0e6-000000000000,${category}`,
    ].join('\n');
    const { code, output } = await run('snippets', 'unknown.csv', csv);
    expect(code).toBe(1);
    expect(output.slice(-2)).toEqual([uploadRefusedMessage(1), `line 4: ${uploadMessages.unknownAuthor}`]);
    expect(await t.db('snippets').whereIn('id', fresh)).toEqual([]);
  });

  it('refuses a file that is not .csv, and an unknown table', () => {
    expect(() => parseImportArgs(['authors', 'authors.txt'])).toThrow(messages.validation.csvOnly);
    expect(() => parseImportArgs(['users', 'users.csv'])).toThrow(uploadMessages.tableInvalid);
    expect(() => parseImportArgs(['authors'])).toThrow('Usage: pnpm cli import');
  });
});

describe('#23.6 names without a length cap: pnpm cli import', () => {
  const cicero = '4a1b2c3d-0000-4e5f-8a9b-000000000001';
  const nameless = '4a1b2c3d-0000-4e5f-8a9b-000000000002';

  it("drops an author whose name is past 200 characters by its line, with the Upload Data screen's message, and stores the rest", async () => {
    const { code, output } = await run(
      'authors',
      'long-author.csv',
      `id,name\n${cicero},Cicero\n${nameless},${'n'.repeat(AUTHOR_NAME_MAX + 1)}\n`,
    );
    expect(code).toBe(0);
    expect(output).toContain(`line 3: ${uploadMessages.nameTooLong}`);
    expect(await t.db('authors').whereIn('id', [cicero, nameless]).pluck('name')).toEqual(['Cicero']);
  });

  it('drops a category of a megabyte, and says there is nothing to upload when it was the only row', async () => {
    const file = path.join(dir, 'huge-category.csv');
    fs.writeFileSync(file, `id,category\n${nameless},${'c'.repeat(1024 * 1024)}\n`);
    const output: string[] = [];
    const imported = importCsv({ db: t.db, clock: fakeClock() }, parseImportArgs(['categories', file]), (line) => output.push(line));
    await expect(imported).rejects.toThrow(uploadMessages.noRecords);
    expect(output).toContain(`line 2: ${uploadMessages.categoryTooLong}`);
    expect(await t.db('categories').where({ id: nameless }).first()).toBeUndefined();
    expect(CATEGORY_NAME_MAX).toBe(200);
  });
});

describe('#23.7 upload: pnpm cli import refuses a file past the record limit before reading it all', () => {
  it('stops at the record past 100,000, names its line, and stores nothing', async () => {
    const id = (n: number) => `7e57a11d-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const rows = Array.from({ length: UPLOAD_MAX_RECORDS + 1 }, (_, i) => `${id(i)},Author ${i}`);
    // Past the limit the file goes on with a quote left open: read to the end, it would be refused as unreadable instead.
    const file = path.join(dir, 'too-many.csv');
    fs.writeFileSync(file, ['id,name', ...rows, `${id(UPLOAD_MAX_RECORDS + 1)},"never closed`, ...rows.slice(0, 1_000)].join('\n'));
    const output: string[] = [];
    const imported = importCsv({ db: t.db, clock: fakeClock() }, parseImportArgs(['authors', file]), (line) => output.push(line));
    await expect(imported).rejects.toThrow(`line ${UPLOAD_MAX_RECORDS + 2}: ${uploadMessages.tooManyRecords}`);
    expect(output.at(-1)).toBe('read 100,000 rows');
    expect(await t.db('authors').whereIn('id', [id(0), id(UPLOAD_MAX_RECORDS)])).toEqual([]);
  });
});

describe('#24.12 pnpm cli import checks the header row against the table', () => {
  const angelou = '4a1b2c3d-0000-4e5f-8a9b-000000000024';

  it('refuses an authors file imported as categories with what was expected and found, and stores nothing', async () => {
    const imported = run('categories', 'authors-as-categories.csv', `id,name\n${angelou},Maya Angelou\n`);
    await expect(imported).rejects.toThrow(csvHeaderMismatchMessage('categories', ['id', 'category'], ['id', 'name']));
    expect(await t.db('categories').where({ id: angelou }).first()).toBeUndefined();
  });

  it('refuses a snippets file imported as authors', async () => {
    const imported = run('authors', 'snippets-as-authors.csv', `id,text,author,category\n${angelou},A quote,${author},${category}\n`);
    await expect(imported).rejects.toThrow('expected "id,name", found "id,text,author,category"');
    expect(await t.db('authors').where({ id: angelou }).first()).toBeUndefined();
  });

  it("says which column a dropped row's reason is about, and counts one record in the singular", async () => {
    const { code, output } = await run(
      'snippets',
      'named-columns.csv',
      `id,text,author,category\n${first},Kept,${author},${category}\n${second},Dropped,Seneca,${category}\n`,
    );
    expect(code).toBe(0);
    expect(output).toContain('line 3: author must be a UUID');
    expect(output).toContain('1 record to upload; 1 row dropped, 0 rows skipped as blank');
    expect(output.at(-1)).toMatch(/^Successfully uploaded 1 record to snippets table/);
  });
});

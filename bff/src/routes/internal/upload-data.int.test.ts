import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser, type TestUser } from '../../../test/support/users';
import { csvHeaderMismatchMessage, messages, uploadRefusedMessage, uploadSuccessMessage, uploadMessages } from '../../contract/messages';
import { AUTHOR_NAME_MAX, CATEGORY_NAME_MAX } from '../../contract/snippets';
import type { SnippetRow, UploadRefusal, UploadResult } from '../../contract/upload';
import { createUploadData } from '../../services/upload/upload-data';
import { endpoints } from '../../contract/endpoints';

const m = uploadMessages;
const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

let t: TestApp;
let staff: TestClient;
let authorId: string;
let categoryId: string;

const signIn = async (user: TestUser): Promise<TestClient> => {
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
};

const upload = (table: string, data: unknown, client: TestClient = staff) => client.post(endpoints.uploadData.path, { table, data });

interface StoredSnippet {
  id: string;
  text: string;
  seq: string;
  updated_date: Date;
}
const stored = async (ids: string[]): Promise<StoredSnippet[]> =>
  (await t.db('snippets').whereIn('id', ids).orderBy('seq').select('id', 'text', 'seq', 'updated_date')) as StoredSnippet[];
const snippetCount = async (): Promise<number> => Number(((await t.db('snippets').count({ n: '*' })) as [{ n: string }])[0].n);

const snippets = (count: number, prefix = 'Quote'): SnippetRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    text: `${prefix} ${i + 1}, "quoted"`,
    author: authorId,
    category: categoryId,
  }));

beforeAll(async () => {
  t = await startTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) } });
  staff = await signIn(await createUser(t.db, { category: 'Internal' }));
  authorId = randomUUID();
  categoryId = randomUUID();
  expect((await upload('authors', [{ id: authorId, name: 'Seneca' }])).status).toBe(200);
  expect((await upload('categories', [{ id: categoryId, category: 'Stoicism' }])).status).toBe(200);
});
afterAll(async () => t?.close());

/** Snippet records whose JSON is past UPLOAD_MAX_BYTES. */
const tooMany = () => snippets(Math.ceil(UPLOAD_MAX_BYTES / 100));

describe('POST /api/internal/upload-data: who may upload', () => {
  it('refuses a signed-out caller with 401 before reading a large body', async () => {
    const res = await upload('snippets', tooMany(), t.client());
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.notAuthenticated });
  });

  it('refuses a Member with 403 before reading a large body', async () => {
    const member = await signIn(await createUser(t.db, { category: 'Member' }));
    const res = await upload('snippets', tooMany(), member);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });

  it('answers 413 past UPLOAD_MAX_BYTES, and stores nothing', async () => {
    const before = await snippetCount();
    const rows = tooMany();
    expect(JSON.stringify(rows).length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const res = await upload('snippets', rows);
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ error: messages.errors.payloadTooLarge });
    expect(await snippetCount()).toBe(before);
  });
});

describe('POST /api/internal/upload-data: storing', () => {
  it('stores each table and answers product §8 message with the count', async () => {
    const author = { id: randomUUID(), name: 'Marcus Aurelius' };
    const category = { id: randomUUID(), category: 'Resilience' };
    expect((await upload('authors', [author])).json<UploadResult>()).toEqual({
      message: uploadSuccessMessage(1, 'authors'),
      count: 1,
    });
    expect((await upload('categories', [category])).json<UploadResult>()).toEqual({
      message: uploadSuccessMessage(1, 'categories'),
      count: 1,
    });
    const rows = [{ id: randomUUID(), text: 'The obstacle is the way.', author: author.id, category: category.id }];
    const res = await upload('snippets', rows);
    expect(res.status).toBe(200);
    expect(res.json<UploadResult>()).toEqual({ message: uploadSuccessMessage(1, 'snippets'), count: 1 });
    expect(await t.db('authors').where(author).first()).toBeTruthy();
    expect(await t.db('categories').where(category).first()).toBeTruthy();
    expect(await t.db('snippets').where(rows[0]!).first()).toBeTruthy();
  });

  it.each([
    ['an unknown author', { author: randomUUID() }, 422, m.unknownAuthor],
    ['a blank text', { text: ' ' }, 400, m.textRequired],
  ])('is all or nothing: %s among the last 10 of 10,000 records stores none of them', async (_name, damage, status, error) => {
    const before = await snippetCount();
    const rows = snippets(10_000);
    rows[9_994] = { ...rows[9_994]!, ...damage };
    const res = await upload('snippets', rows);
    expect(res.status).toBe(status);
    expect(res.json<UploadRefusal>()).toEqual({ error: uploadRefusedMessage(1), problems: [{ record: 9_995, error }] });
    expect(await snippetCount()).toBe(before);
    expect(await stored([rows[0]!.id, rows[9_999]!.id])).toEqual([]);
  });

  it('stores 10,000 records in one upload', async () => {
    const before = await snippetCount();
    const res = await upload('snippets', snippets(10_000));
    expect(res.json<UploadResult>()).toEqual({ message: uploadSuccessMessage(10_000, 'snippets'), count: 10_000 });
    expect(await snippetCount()).toBe(before + 10_000);
  });

  it('upserts by id: the same upload twice changes nothing, a changed row is updated with its updated_date', async () => {
    const rows = snippets(30, 'Upsert');
    const ids = rows.map((r) => r.id);
    expect((await upload('snippets', rows)).status).toBe(200);
    const first = await stored(ids);
    expect(first).toHaveLength(30);
    const maxSeq = Math.max(...first.map((r) => Number(r.seq)));

    t.clock.advance(60_000);
    expect((await upload('snippets', rows)).json<UploadResult>()).toEqual({ message: uploadSuccessMessage(30, 'snippets'), count: 30 });
    expect(await stored(ids)).toEqual(first);

    t.clock.advance(60_000);
    const changed = rows.map((r, i) => (i === 4 ? { ...r, text: 'A changed text' } : r));
    expect((await upload('snippets', changed)).status).toBe(200);
    const after = await stored(ids);
    expect(after.filter((r, i) => r.text !== first[i]!.text || +r.updated_date !== +first[i]!.updated_date)).toEqual([
      { ...first[4]!, text: 'A changed text', updated_date: t.clock.now() },
    ]);

    // No identity numbers were drawn for the rows that were already stored: the next insert follows on.
    const [next] = (await t.db('snippets').insert({ text: 'Next', author: authorId, category: categoryId }).returning('seq')) as {
      seq: string;
    }[];
    expect(Number(next!.seq)).toBe(maxSeq + 1);
  });

  it('updates authors and categories by id too, and leaves their snippets in place', async () => {
    expect((await upload('authors', [{ id: authorId, name: 'Lucius Annaeus Seneca' }])).status).toBe(200);
    expect((await upload('categories', [{ id: categoryId, category: 'Stoic philosophy' }])).status).toBe(200);
    expect(await t.db('authors').where({ id: authorId }).first('name')).toEqual({ name: 'Lucius Annaeus Seneca' });
    expect(await t.db('categories').where({ id: categoryId }).first('category')).toEqual({ category: 'Stoic philosophy' });
  });

  it('takes ids in any letter case as the same id', async () => {
    const [row] = snippets(1, 'Case');
    expect((await upload('snippets', [{ ...row!, id: row!.id.toUpperCase(), author: authorId.toUpperCase() }])).status).toBe(200);
    expect((await upload('snippets', [{ ...row!, text: 'Case changed' }])).status).toBe(200);
    expect((await stored([row!.id])).map((r) => r.text)).toEqual(['Case changed']);
  });

  it('serialises two uploads of the same new ids (two processes, or the CLI beside the server): both succeed and each row is stored once', async () => {
    // One process takes one upload at a time (#23.7): two at once come from two processes, here two services.
    const rows = snippets(2_000, 'Concurrent');
    const input = { table: 'snippets' as const, data: rows };
    const outcomes = await Promise.all([createUploadData(t)(input), createUploadData(t)(input)]);
    expect(outcomes.map((o) => o.stored)).toEqual([true, true]);
    expect(await stored(rows.map((r) => r.id))).toHaveLength(2_000);
  });
});

describe('POST /api/internal/upload-data: refusals', () => {
  it('refuses repeated ids with every record that carries them, and stores nothing', async () => {
    const rows = snippets(5);
    rows[3] = { ...rows[3]!, id: rows[1]!.id.toUpperCase() };
    const res = await upload('snippets', rows);
    expect(res.status).toBe(422);
    expect(res.json<UploadRefusal>()).toEqual({
      error: uploadRefusedMessage(2),
      problems: [
        { record: 2, error: m.duplicateId },
        { record: 4, error: m.duplicateId },
      ],
    });
    expect(await stored(rows.map((r) => r.id))).toEqual([]);
  });

  it('refuses snippets whose author or category is not stored, by record', async () => {
    const rows = snippets(4);
    rows[0] = { ...rows[0]!, category: randomUUID() };
    rows[2] = { ...rows[2]!, author: randomUUID(), category: randomUUID() };
    const res = await upload('snippets', rows);
    expect(res.status).toBe(422);
    expect(res.json<UploadRefusal>()).toEqual({
      error: uploadRefusedMessage(2),
      problems: [
        { record: 1, error: m.unknownCategory },
        { record: 3, error: m.unknownAuthor },
      ],
    });
    expect(await stored(rows.map((r) => r.id))).toEqual([]);
  });

  it('answers a malformed record with 400 and its record number, and stores nothing', async () => {
    const rows: unknown[] = snippets(5);
    rows[1] = { ...(rows[1] as SnippetRow), id: 'not-a-uuid' };
    rows[3] = { ...(rows[3] as SnippetRow), text: '   ' };
    rows[4] = ['a', 'b', 'c', 'd'];
    const res = await upload('snippets', rows);
    expect(res.status).toBe(400);
    expect(res.json<UploadRefusal>()).toEqual({
      error: uploadRefusedMessage(3),
      problems: [
        { record: 2, error: m.idInvalid },
        { record: 4, error: m.textRequired },
        { record: 5, error: m.recordInvalid },
      ],
    });
    expect(await stored([(rows[0] as SnippetRow).id])).toEqual([]);
  });

  it('names the first 50 wrong records and counts them all', async () => {
    const rows = snippets(120).map((r) => ({ ...r, category: '' }));
    const refusal = (await upload('snippets', rows)).json<UploadRefusal>();
    expect(refusal.error).toBe(uploadRefusedMessage(120));
    expect(refusal.problems).toHaveLength(50);
    expect(refusal.problems![49]).toEqual({ record: 50, error: m.snippetCategoryRequired });
  });

  it.each([
    ['no table', { data: [] }, m.tableInvalid],
    ['an unknown table', { table: 'users', data: [{ id: randomUUID() }] }, m.tableInvalid],
    ['data that is not a list', { table: 'authors', data: 'Seneca' }, m.dataInvalid],
    ['no records', { table: 'authors', data: [] }, m.noRecords],
  ])('answers a body with %s with 400 and its message', async (_name, body, error) => {
    const res = await staff.post(endpoints.uploadData.path, body);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('answers a list of a million values with 400, not a stack overflow', async () => {
    const res = await staff.post(endpoints.uploadData.path, `{"table":"authors","data":[${'0,'.repeat(999_999)}0]}`);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: m.tooManyRecords });
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await staff.post(endpoints.uploadData.path, '{"table":"authors","data":[', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.errors.badJson });
  });
});

describe('#23.6 names without a length cap: POST /api/internal/upload-data', () => {
  it('refuses a category past 200 characters by its record, and stores none of the upload', async () => {
    const fine = { id: randomUUID(), category: 'c'.repeat(CATEGORY_NAME_MAX) };
    const long = { id: randomUUID(), category: 'c'.repeat(CATEGORY_NAME_MAX + 1) };
    const res = await upload('categories', [fine, long]);
    expect(res.status).toBe(400);
    expect(res.json<UploadRefusal>()).toEqual({ error: uploadRefusedMessage(1), problems: [{ record: 2, error: m.categoryTooLong }] });
    expect(await t.db('categories').whereIn('id', [fine.id, long.id])).toEqual([]);
  });

  it('refuses a 1 MB author name (the body itself is within UPLOAD_MAX_BYTES)', async () => {
    const res = await upload('authors', [{ id: randomUUID(), name: 'n'.repeat(1024 * 1024) }]);
    expect([res.status, res.json<UploadRefusal>().problems]).toEqual([400, [{ record: 1, error: m.nameTooLong }]]);
    expect(AUTHOR_NAME_MAX).toBe(200);
  });
});

describe('#24.12 the header row names the table: POST /api/internal/upload-data', () => {
  it('refuses an authors file sent as categories with 400, the expected and found columns, and stores nothing', async () => {
    const row = { id: randomUUID(), category: 'Maya Angelou' };
    const res = await staff.post(endpoints.uploadData.path, { table: 'categories', columns: ['id', 'name'], data: [row] });
    expect(res.status).toBe(400);
    expect(res.json<UploadRefusal>()).toEqual({
      error: csvHeaderMismatchMessage('categories', ['id', 'category'], ['id', 'name']),
      expected: ['id', 'category'],
      found: ['id', 'name'],
    });
    expect(await t.db('categories').where('id', row.id)).toEqual([]);
  });

  it('refuses a snippets header sent as authors', async () => {
    const row = { id: randomUUID(), name: 'We suffer more often in imagination than in reality.' };
    const res = await staff.post(endpoints.uploadData.path, {
      table: 'authors',
      columns: ['id', 'text', 'author', 'category'],
      data: [row],
    });
    expect([res.status, res.json<UploadRefusal>().found]).toEqual([400, ['id', 'text', 'author', 'category']]);
    expect(await t.db('authors').where('id', row.id)).toEqual([]);
  });

  it("stores an upload whose header is its table's, in any case and with extra columns after them", async () => {
    const row = { id: randomUUID(), name: 'Epictetus' };
    const res = await staff.post(endpoints.uploadData.path, { table: 'authors', columns: ['ID', ' Name', 'born'], data: [row] });
    expect(res.status).toBe(200);
  });

  it('answers a header that is not a short list of names with 400', async () => {
    const data = [{ id: randomUUID(), name: 'Zeno' }];
    for (const columns of ['id,name', Array.from({ length: 51 }, () => 'id'), ['n'.repeat(201)], [1, 2]]) {
      const res = await staff.post(endpoints.uploadData.path, { table: 'authors', columns, data });
      expect([res.status, res.json()]).toEqual([400, { error: m.columnsInvalid }]);
    }
  });
});

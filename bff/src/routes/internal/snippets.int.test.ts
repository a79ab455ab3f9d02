import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient, TestResponse } from '../../../test/support/client';
import { messages } from '../../contract/messages';
import type { SnippetForEditNamed } from '../../contract/options';
import {
  LONG_TEXT_MAX,
  SNIPPET_TEXT_MAX,
  INTERNAL_SNIPPETS_PAGE,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  type SnippetListItem,
} from '../../contract/snippets';
import { signedInAs, useCatalogue, type Catalogue, type SnippetSpec } from './internal-test-support';
import { endpoints } from '../../contract/endpoints';
import { pathFor } from '../../contract/endpoint';

let t: TestApp;
let staff: TestClient;
let member: TestClient;
let c: Catalogue;

// Oldest first; the list answers them newest first.
const CATALOGUE: SnippetSpec[] = [
  ['The more that you read, the more things you will know.', 'Dr. Seuss', 'Learning'],
  ['You have power over your mind, not outside events.', 'Marcus Aurelius', 'Stoicism', 'Strength comes from within.'],
  ['Luck is what happens when preparation meets opportunity.', 'Seneca', 'Work'],
  ['Waste no more time arguing what a good man should be. Be one.', 'Marcus Aurelius', 'Work'],
  ['We suffer more often in imagination than in reality.', 'Seneca', 'Stoicism', 'Fear runs ahead of facts.'],
  ['Give 100% and learn_by_doing.', 'Ada Lovelace', 'Learning'],
  ['That brain of mine is more than merely mortal.', 'Ada Lovelace', 'Science'],
];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedInAs(t, 'Internal');
  member = await signedInAs(t, 'Member');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  c = await useCatalogue(t.db, CATALOGUE);
});

/** The list item of CATALOGUE[i], as the list answers it. */
const item = (i: number): SnippetListItem => {
  const [text, author, category, explanation] = CATALOGUE[i]!;
  return { id: c.snippets[i]!, text, authorName: author, categoryName: category, detailed_explanation: explanation ?? null };
};
const list = (query: Record<string, string> = {}) => staff.get(`${endpoints.listInternalSnippets.path}?${new URLSearchParams(query)}`);
const ids = (res: TestResponse) => res.json<SnippetListItem[]>().map((s) => s.id);
const of = (...indexes: number[]) => indexes.map((i) => c.snippets[i]!);
const total = (res: TestResponse) => res.headers.get(TOTAL_COUNT_HEADER);
const cursor = (res: TestResponse) => res.headers.get(NEXT_CURSOR_HEADER);

describe('GET /api/internal/snippets', () => {
  it('answers product §3 list items, newest first, with the total and no next cursor when all fit', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([6, 5, 4, 3, 2, 1, 0].map(item));
    expect(total(res)).toBe('7');
    expect(cursor(res)).toBeNull();
  });

  it('pages by the opaque cursor until the last page, which has none; every page carries the filtered total', async () => {
    const first = await list({ limit: '3' });
    expect(ids(first)).toEqual(of(6, 5, 4));
    expect(total(first)).toBe('7');
    expect(cursor(first)).toMatch(/^\d+$/);
    const second = await list({ limit: '3', cursor: cursor(first)! });
    expect(ids(second)).toEqual(of(3, 2, 1));
    expect(total(second)).toBe('7');
    const last = await list({ limit: '3', cursor: cursor(second)! });
    expect(ids(last)).toEqual(of(0));
    expect(total(last)).toBe('7');
    expect(cursor(last)).toBeNull();
  });

  it('gives no cursor after a page that ends exactly at the last snippet', async () => {
    const first = await list({ q: 'more', limit: '2' });
    expect(ids(first)).toEqual(of(6, 4));
    const second = await list({ q: 'more', limit: '2', cursor: cursor(first)! });
    expect(ids(second)).toEqual(of(3, 0));
    expect(cursor(second)).toBeNull();
  });

  it('keeps its place when a snippet is created between pages: no repeats, nothing skipped', async () => {
    const first = await list({ limit: '3' });
    const created = await staff.post(endpoints.createSnippet.path, {
      text: 'New while paging',
      authorId: c.authors.Seneca,
      categoryId: c.categories.Work,
    });
    expect(created.status).toBe(201);
    const second = await list({ limit: '3', cursor: cursor(first)! });
    expect(ids(second)).toEqual(of(3, 2, 1));
    expect(total(second)).toBe('8');
    expect(ids(await list({ limit: '1' }))).toEqual([created.json<SnippetListItem>().id]);
  });

  it(`answers ${INTERNAL_SNIPPETS_PAGE} by default and at most 200`, async () => {
    const many: SnippetSpec[] = Array.from({ length: 205 }, (_, i) => [`Quote ${i}`, 'Seneca', 'Work']);
    c = await useCatalogue(t.db, many);
    const first = await list();
    expect(first.json<SnippetListItem[]>()).toHaveLength(INTERNAL_SNIPPETS_PAGE);
    expect(first.json<SnippetListItem[]>()[0]!.text).toBe('Quote 204');
    expect(total(first)).toBe('205');
    const max = await list({ limit: '200' });
    expect(max.json<SnippetListItem[]>()).toHaveLength(200);
    const rest = await list({ limit: '200', cursor: cursor(max)! });
    expect(rest.json<SnippetListItem[]>().map((s) => s.text)).toEqual(['Quote 4', 'Quote 3', 'Quote 2', 'Quote 1', 'Quote 0']);
  });

  it('q matches the text case-insensitively', async () => {
    const res = await list({ q: 'MORE' });
    expect(ids(res)).toEqual(of(6, 4, 3, 0));
    expect(total(res)).toBe('4');
  });

  it("q matches the author's name and the category's name", async () => {
    expect(ids(await list({ q: 'seneca' }))).toEqual(of(4, 2));
    expect(ids(await list({ q: 'STOIC' }))).toEqual(of(4, 1));
    expect(ids(await list({ q: 'lovelace' }))).toEqual(of(6, 5));
  });

  it('q is trimmed, and its %, _ and \\ match only themselves', async () => {
    expect(ids(await list({ q: '  seneca  ' }))).toEqual(of(4, 2));
    expect(ids(await list({ q: '%' }))).toEqual(of(5));
    expect(ids(await list({ q: '100%' }))).toEqual(of(5));
    expect(ids(await list({ q: '_' }))).toEqual(of(5));
    const none = await list({ q: '\\' });
    expect(none.json()).toEqual([]);
    expect(total(none)).toBe('0');
  });

  it('a blank q filters nothing', async () => {
    expect(total(await list({ q: '   ' }))).toBe('7');
  });

  it('filters by author and by category', async () => {
    expect(ids(await list({ authorId: c.authors['Marcus Aurelius']! }))).toEqual(of(3, 1));
    const res = await list({ categoryId: c.categories.Learning! });
    expect(ids(res)).toEqual(of(5, 0));
    expect(total(res)).toBe('2');
  });

  it('combines the filters (product §4: cumulative)', async () => {
    expect(ids(await list({ q: 'more', authorId: c.authors['Marcus Aurelius']! }))).toEqual(of(3));
    expect(ids(await list({ q: 'more', categoryId: c.categories.Stoicism! }))).toEqual(of(4));
    expect(ids(await list({ authorId: c.authors.Seneca!, categoryId: c.categories.Stoicism! }))).toEqual(of(4));
    expect(ids(await list({ q: 'seneca', categoryId: c.categories.Work! }))).toEqual(of(2));
    expect(ids(await list({ q: 'mind', authorId: c.authors['Marcus Aurelius']!, categoryId: c.categories.Stoicism! }))).toEqual(of(1));
    const none = await list({ authorId: c.authors['Ada Lovelace']!, categoryId: c.categories.Stoicism! });
    expect(none.status).toBe(200);
    expect(none.json()).toEqual([]);
    expect(total(none)).toBe('0');
    expect(cursor(none)).toBeNull();
  });

  it('an author or category id that names nothing matches nothing', async () => {
    const res = await list({ authorId: UNKNOWN_ID });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([]);
    expect(total(res)).toBe('0');
  });

  it('answers "No snippets" as an empty list with a total of 0', async () => {
    await t.db('snippets').delete();
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([]);
    expect(total(res)).toBe('0');
  });

  it('refuses a malformed query with a 400 naming what is wrong', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(201) }, messages.internal.searchTooLong],
      [{ authorId: 'nope' }, messages.internal.authorIdInvalid],
      [{ authorId: "1' or '1'='1" }, messages.internal.authorIdInvalid],
      [{ categoryId: '00000000-0000-0000-0000-00000000000g' }, messages.internal.categoryIdInvalid],
      [{ cursor: 'abc' }, messages.internal.cursorInvalid],
      [{ cursor: '-1' }, messages.internal.cursorInvalid],
      [{ cursor: '9'.repeat(19) }, messages.internal.cursorInvalid],
      [{ limit: '0' }, messages.internal.limitInvalid],
      [{ limit: '201' }, messages.internal.limitInvalid],
      [{ limit: '1.5' }, messages.internal.limitInvalid],
      [{ limit: 'ten' }, messages.internal.limitInvalid],
    ];
    for (const [query, error] of cases) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('takes the largest cursor the contract allows without a 5xx', async () => {
    const res = await list({ cursor: '9'.repeat(18) });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(of(6, 5, 4, 3, 2, 1, 0));
  });
});

describe('GET /api/internal/snippets/{id}', () => {
  it('answers the snippet as the edit form fills it (product §3), with its author and category named (issue #24)', async () => {
    const res = await staff.get(pathFor(endpoints.getInternalSnippet, { id: c.snippets[1]! }));
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      text: CATALOGUE[1]![0],
      authorId: c.authors['Marcus Aurelius']!,
      categoryId: c.categories.Stoicism!,
      detailed_explanation: 'Strength comes from within.',
      authorName: 'Marcus Aurelius',
      categoryName: 'Stoicism',
    } satisfies SnippetForEditNamed);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await staff.get(pathFor(endpoints.getInternalSnippet, { id: 'not-a-uuid' }));
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ error: messages.snippets.idInvalid });
    const unknown = await staff.get(pathFor(endpoints.getInternalSnippet, { id: UNKNOWN_ID }));
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: messages.snippets.notFound });
  });
});

const count = async () => Number(((await t.db('snippets').count({ n: '*' })) as [{ n: string }])[0].n);

describe('POST /api/internal/snippets/create', () => {
  it('stores the snippet and answers 201 with its list item; it reads back for editing', async () => {
    const res = await staff.post(endpoints.createSnippet.path, {
      text: '  Know thyself.  ',
      authorId: c.authors.Seneca,
      categoryId: c.categories.Stoicism,
      explanation: 'An old maxim.',
    });
    expect(res.status).toBe(201);
    const created = res.json<SnippetListItem>();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      text: 'Know thyself.',
      authorName: 'Seneca',
      categoryName: 'Stoicism',
      detailed_explanation: 'An old maxim.',
    });
    expect((await staff.get(pathFor(endpoints.getInternalSnippet, { id: created.id }))).json()).toEqual({
      text: 'Know thyself.',
      authorId: c.authors.Seneca,
      categoryId: c.categories.Stoicism,
      detailed_explanation: 'An old maxim.',
      authorName: 'Seneca',
      categoryName: 'Stoicism',
    });
    expect(ids(await list({ limit: '1' }))).toEqual([created.id]);
  });

  it('takes the longest texts product §9 allows, however many bytes each character needs (past the 16 KB default body)', async () => {
    const res = await staff.post(endpoints.createSnippet.path, {
      text: '知'.repeat(SNIPPET_TEXT_MAX),
      authorId: c.authors.Seneca,
      categoryId: c.categories.Work,
      explanation: '\u0001'.repeat(LONG_TEXT_MAX),
    });
    expect(res.status).toBe(201);
    const { id } = res.json<SnippetListItem>();
    const updated = await staff.post(pathFor(endpoints.updateSnippet, { id: id }), {
      text: '知'.repeat(SNIPPET_TEXT_MAX),
      authorId: c.authors.Seneca,
      categoryId: c.categories.Work,
      explanation: '界'.repeat(LONG_TEXT_MAX),
    });
    expect(updated.status).toBe(200);
  });

  it('stores no explanation when it is omitted or blank (product §7: omitted when empty)', async () => {
    for (const extra of [{}, { explanation: '' }, { explanation: ' \n\t ' }]) {
      const res = await staff.post(endpoints.createSnippet.path, {
        text: 'Plain',
        authorId: c.authors.Seneca,
        categoryId: c.categories.Work,
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBe(201);
      const { id } = res.json<SnippetListItem>();
      expect(
        ((await t.db('snippets').where({ id }).first('detailed_explanation')) as { detailed_explanation: unknown }).detailed_explanation,
      ).toBeNull();
    }
  });

  it('refuses a missing or blank text, author or category with product §5 message, storing nothing', async () => {
    const valid = { text: 'Valid', authorId: c.authors.Seneca!, categoryId: c.categories.Work! };
    const bodies = [
      {},
      { ...valid, text: undefined },
      { ...valid, text: '   ' },
      { ...valid, authorId: undefined },
      { ...valid, authorId: '' },
      { ...valid, categoryId: undefined },
      { ...valid, categoryId: ' ' },
      { ...valid, text: 42 },
    ];
    for (const body of bodies) {
      const res = await staff.post(endpoints.createSnippet.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: messages.validation.snippetRequired });
    }
    expect(await count()).toBe(CATALOGUE.length);
  });

  it('refuses an unknown or malformed author or category id with a 400, never a 5xx, storing nothing', async () => {
    const valid = { text: 'Valid', authorId: c.authors.Seneca!, categoryId: c.categories.Work! };
    const cases: [Record<string, string>, string][] = [
      [{ authorId: UNKNOWN_ID }, messages.internal.authorNotFound],
      [{ authorId: 'not-a-uuid' }, messages.internal.authorNotFound],
      [{ authorId: "'; drop table snippets; --" }, messages.internal.authorNotFound],
      [{ categoryId: UNKNOWN_ID }, messages.internal.categoryNotFound],
      [{ categoryId: '12345' }, messages.internal.categoryNotFound],
      [{ authorId: UNKNOWN_ID, categoryId: UNKNOWN_ID }, messages.internal.authorNotFound],
      // An author id given as a category: the foreign key knows the difference.
      [{ categoryId: c.authors.Seneca! }, messages.internal.categoryNotFound],
    ];
    for (const [fields, error] of cases) {
      const res = await staff.post(endpoints.createSnippet.path, { ...valid, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await count()).toBe(CATALOGUE.length);
  });

  it('refuses a text over 5000 characters', async () => {
    const res = await staff.post(endpoints.createSnippet.path, {
      text: 'x'.repeat(5001),
      authorId: c.authors.Seneca,
      categoryId: c.categories.Work,
    });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.validation.snippetTextTooLong });
  });
});

describe('POST /api/internal/snippets/{id}/update', () => {
  it('rewrites the fields and updated_date, keeps created_date and seq, and answers the list item', async () => {
    const id = c.snippets[2]!;
    type Stamps = { created_date: Date; updated_date: Date; seq: string };
    const before = (await t.db('snippets').where({ id }).first('created_date', 'updated_date', 'seq')) as Stamps;
    t.clock.advance(60_000);
    const res = await staff.post(pathFor(endpoints.updateSnippet, { id: id }), {
      text: 'Luck favours the prepared.',
      authorId: c.authors['Ada Lovelace'],
      categoryId: c.categories.Science,
      explanation: 'Preparation first.',
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      id,
      text: 'Luck favours the prepared.',
      authorName: 'Ada Lovelace',
      categoryName: 'Science',
      detailed_explanation: 'Preparation first.',
    });
    expect((await staff.get(pathFor(endpoints.getInternalSnippet, { id: id }))).json()).toEqual({
      text: 'Luck favours the prepared.',
      authorId: c.authors['Ada Lovelace'],
      categoryId: c.categories.Science,
      detailed_explanation: 'Preparation first.',
      authorName: 'Ada Lovelace',
      categoryName: 'Science',
    });
    const after = (await t.db('snippets').where({ id }).first('created_date', 'updated_date', 'seq')) as Stamps;
    expect(after.created_date).toEqual(before.created_date);
    expect(after.seq).toEqual(before.seq);
    expect(after.updated_date.getTime()).toBe(t.clock.now().getTime());
    expect(after.updated_date.getTime()).toBeGreaterThan(before.updated_date.getTime());
  });

  it('clears the explanation when it is omitted or blank', async () => {
    const id = c.snippets[1]!;
    const res = await staff.post(pathFor(endpoints.updateSnippet, { id: id }), {
      text: 'Mind.',
      authorId: c.authors.Seneca,
      categoryId: c.categories.Work,
      explanation: '  ',
    });
    expect(res.json()).toMatchObject({ detailed_explanation: null });
    await t.db('snippets').where({ id }).update({ detailed_explanation: 'Again' });
    const omitted = await staff.post(pathFor(endpoints.updateSnippet, { id: id }), {
      text: 'Mind.',
      authorId: c.authors.Seneca,
      categoryId: c.categories.Work,
    });
    expect(omitted.json()).toMatchObject({ detailed_explanation: null });
  });

  it('answers 400 for a malformed snippet id and 404 for an unknown one', async () => {
    const body = { text: 'x', authorId: c.authors.Seneca, categoryId: c.categories.Work };
    const malformed = await staff.post(pathFor(endpoints.updateSnippet, { id: 'nope' }), body);
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ error: messages.snippets.idInvalid });
    const unknown = await staff.post(pathFor(endpoints.updateSnippet, { id: UNKNOWN_ID }), body);
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: messages.snippets.notFound });
  });

  it('refuses missing fields and unknown author or category ids, changing nothing', async () => {
    const id = c.snippets[0]!;
    const before = await t.db('snippets').where({ id }).first();
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '', authorId: c.authors.Seneca, categoryId: c.categories.Work }, messages.validation.snippetRequired],
      [{ text: 'x', categoryId: c.categories.Work }, messages.validation.snippetRequired],
      [{ text: 'x', authorId: UNKNOWN_ID, categoryId: c.categories.Work }, messages.internal.authorNotFound],
      [{ text: 'x', authorId: 'bad', categoryId: c.categories.Work }, messages.internal.authorNotFound],
      [{ text: 'x', authorId: c.authors.Seneca, categoryId: UNKNOWN_ID }, messages.internal.categoryNotFound],
    ];
    for (const [body, error] of cases) {
      const res = await staff.post(pathFor(endpoints.updateSnippet, { id: id }), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await t.db('snippets').where({ id }).first()).toEqual(before);
  });
});

describe('roles', () => {
  const calls = (id: string): [string, (client: TestClient) => Promise<TestResponse>][] => [
    ['list', (client) => client.get(endpoints.listInternalSnippets.path)],
    ['read', (client) => client.get(pathFor(endpoints.getInternalSnippet, { id: id }))],
    [
      'create',
      (client) => client.post(endpoints.createSnippet.path, { text: 'x', authorId: c.authors.Seneca, categoryId: c.categories.Work }),
    ],
    [
      'update',
      (client) =>
        client.post(pathFor(endpoints.updateSnippet, { id: id }), { text: 'x', authorId: c.authors.Seneca, categoryId: c.categories.Work }),
    ],
  ];

  it('answers 401 signed out and 403 to a Member, and changes nothing', async () => {
    const before = await t.db('snippets').orderBy('seq').select();
    for (const [name, call] of calls(c.snippets[0]!)) {
      const anonymous = await call(t.client());
      expect(anonymous.status, name).toBe(401);
      expect(anonymous.json()).toEqual({ error: messages.auth.notAuthenticated });
      const asMember = await call(member);
      expect(asMember.status, name).toBe(403);
      expect(asMember.json()).toEqual({ error: messages.auth.forbidden });
    }
    expect(await t.db('snippets').orderBy('seq').select()).toEqual(before);
  });
});

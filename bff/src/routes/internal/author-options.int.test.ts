import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { messages } from '../../contract/messages';
import { OPTIONS_PAGE } from '../../contract/options';
import { NEXT_CURSOR_HEADER, type Author } from '../../contract/snippets';
import { signedInAs, useCatalogue, type Catalogue } from './internal-test-support';
import { OPTIONS_CATALOGUE, UNUSED } from './options-fixture';
import { endpoints } from '../../contract/endpoints';
import { pathFor } from '../../contract/endpoint';

// Issue #24, item 1 (decision 020): the Author picker searches where the rows are, a page at a time.

let t: TestApp;
let staff: TestClient;
let c: Catalogue;

/** A lower-case name sorts among the others (the folded name is the order), and one holds LIKE's wildcards. */
const EXTRA = { authors: [...UNUSED.authors, 'bell hooks', '100% Anon_ymous'], categories: UNUSED.categories };

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedInAs(t, 'Internal');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  c = await useCatalogue(t.db, OPTIONS_CATALOGUE, EXTRA);
});

const search = async (query: Record<string, string> = {}) => {
  const res = await staff.get(`${endpoints.searchAuthorOptions.path}?${new URLSearchParams(query)}`);
  expect(res.status, res.text).toBe(200);
  return { names: res.json<Author[]>().map((a) => a.name), next: res.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
};

/** Every page of a search, following X-Next-Cursor. */
const allPages = async (query: Record<string, string>) => {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await search(cursor ? { ...query, cursor } : query);
    pages.push(page.names);
    cursor = page.next;
  } while (cursor && pages.length < 20);
  return pages;
};

const everyone = ['100% Anon_ymous', 'Ada Lovelace', 'bell hooks', 'Dr. Seuss', 'Marcus Aurelius', 'Seneca', 'Zeno of Citium'];

describe('GET /api/internal/author-options', () => {
  it('answers the first page of every author as { id, name }, sorted by name case-insensitively, authors without snippets included', async () => {
    const res = await staff.get(endpoints.searchAuthorOptions.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(everyone.map((name) => ({ id: c.authors[name], name })));
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(everyone.length).toBeLessThan(OPTIONS_PAGE);
  });

  it('narrows to the names holding every word of the search anywhere, in any order, case-insensitively', async () => {
    expect((await search({ search: 'SEN' })).names).toEqual(['Seneca']);
    expect((await search({ search: 'aurel' })).names).toEqual(['Marcus Aurelius']);
    expect((await search({ search: 'us' })).names).toEqual(['100% Anon_ymous', 'Dr. Seuss', 'Marcus Aurelius']);
    expect((await search({ search: 'o' })).names).toEqual(['100% Anon_ymous', 'Ada Lovelace', 'bell hooks', 'Zeno of Citium']);
    expect((await search({ search: '  hooks ' })).names).toEqual(['bell hooks']);
    expect((await search({ search: 'aurelius  MAR' })).names).toEqual(['Marcus Aurelius']);
    expect((await search({ search: 'of ze' })).names).toEqual(['Zeno of Citium']);
    expect((await search({ search: 'seneca zeno' })).names).toEqual([]);
    expect((await search({ search: 'nobody' })).names).toEqual([]);
  });

  it("matches LIKE's wildcards and the backslash as themselves", async () => {
    expect((await search({ search: '%' })).names).toEqual(['100% Anon_ymous']);
    expect((await search({ search: '0% a' })).names).toEqual(['100% Anon_ymous']);
    expect((await search({ search: 'n_y' })).names).toEqual(['100% Anon_ymous']);
    expect((await search({ search: 'anon_y' })).names).toEqual(['100% Anon_ymous']);
    expect((await search({ search: 'anon%y' })).names).toEqual([]);
    expect((await search({ search: 'a_a' })).names).toEqual([]);
    expect((await search({ search: '\\' })).names).toEqual([]);
  });

  it('pages by X-Next-Cursor: the pages together are the whole answer, in order, the last without a cursor', async () => {
    expect(await allPages({ limit: '3' })).toEqual([everyone.slice(0, 3), everyone.slice(3, 6), everyone.slice(6)]);
    expect(await allPages({ limit: '2', search: 'o' })).toEqual([
      ['100% Anon_ymous', 'Ada Lovelace'],
      ['bell hooks', 'Zeno of Citium'],
    ]);
    expect(await allPages({ limit: '7' })).toEqual([everyone]);
  });

  it('keeps two authors of the same name apart, paging between them', async () => {
    const [twin] = (await t.db('authors').insert({ name: 'seneca' }).returning('id')) as { id: string }[];
    const page1 = await staff.get(`${endpoints.searchAuthorOptions.path}?search=seneca&limit=1`);
    const page2 = await staff.get(
      `${endpoints.searchAuthorOptions.path}?search=seneca&limit=1&cursor=${page1.headers.get(NEXT_CURSOR_HEADER)}`,
    );
    const ids = [...page1.json<Author[]>(), ...page2.json<Author[]>()].map((a) => a.id).sort();
    expect(ids).toEqual([c.authors.Seneca!, twin!.id].sort());
  });

  it("searches within the list's narrowed authors: those of the snippets matching q and categoryId (product §4)", async () => {
    expect((await search({ q: 'more' })).names).toEqual(['Ada Lovelace', 'Dr. Seuss', 'Marcus Aurelius', 'Seneca']);
    expect((await search({ q: 'more', search: 'a' })).names).toEqual(['Ada Lovelace', 'Marcus Aurelius', 'Seneca']);
    expect((await search({ categoryId: c.categories.Stoicism!, search: 'sen' })).names).toEqual(['Seneca']);
    expect((await search({ q: 'more', categoryId: c.categories.Work! })).names).toEqual(['Marcus Aurelius']);
    expect((await search({ categoryId: c.categories.Art! })).names).toEqual([]);
    expect(await allPages({ q: 'more', limit: '3' })).toEqual([['Ada Lovelace', 'Dr. Seuss', 'Marcus Aurelius'], ['Seneca']]);
  });

  it('refuses a malformed cursor, limit, category id or an overlong search with a 400', async () => {
    const notJson = Buffer.from('not json').toString('base64url');
    const notAnId = Buffer.from(JSON.stringify(['seneca', 'nope'])).toString('base64url');
    const withNul = Buffer.from(JSON.stringify(['sen\u0000eca', c.authors.Seneca])).toString('base64url');
    for (const [query, error] of [
      [{ cursor: '!!' }, messages.internal.cursorInvalid],
      [{ cursor: notJson }, messages.internal.cursorInvalid],
      [{ cursor: notAnId }, messages.internal.cursorInvalid],
      [{ cursor: withNul }, messages.internal.cursorInvalid],
      [{ limit: '0' }, messages.internal.limitInvalid],
      [{ limit: '201' }, messages.internal.limitInvalid],
      [{ limit: 'ten' }, messages.internal.limitInvalid],
      [{ categoryId: 'nope' }, messages.internal.categoryIdInvalid],
      [{ search: 'x'.repeat(201) }, messages.internal.searchTooLong],
      [{ q: 'x'.repeat(201) }, messages.internal.searchTooLong],
    ] as const) {
      const res = await staff.get(`${endpoints.searchAuthorOptions.path}?${new URLSearchParams(query)}`);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('answers 401 signed out and 403 to a Member', async () => {
    expect((await t.client().get(endpoints.searchAuthorOptions.path)).status).toBe(401);
    const res = await (await signedInAs(t, 'Member')).get(endpoints.searchAuthorOptions.path);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });

  it('leaves GET /api/internal/authors as product §7 has it: every author, sorted by name, unpaged', async () => {
    const res = await staff.get(endpoints.listInternalAuthors.path);
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(res.json<Author[]>()).toHaveLength(everyone.length);
    expect(res.json<Author[]>().map((a) => a.name)).toEqual(expect.arrayContaining(everyone));
  });
});

describe('GET /api/internal/authors/{id}', () => {
  it('answers the author a picker shows as chosen', async () => {
    const res = await staff.get(pathFor(endpoints.getInternalAuthor, { id: c.authors['Zeno of Citium']! }));
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ id: c.authors['Zeno of Citium'], name: 'Zeno of Citium' });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await staff.get(pathFor(endpoints.getInternalAuthor, { id: 'nope' }));
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ error: messages.internal.authorIdInvalid });
    const unknown = await staff.get(pathFor(endpoints.getInternalAuthor, { id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: messages.internal.authorNotFound });
  });

  it('answers 401 signed out and 403 to a Member', async () => {
    const path = pathFor(endpoints.getInternalAuthor, { id: c.authors.Seneca! });
    expect((await t.client().get(path)).status).toBe(401);
    expect((await (await signedInAs(t, 'Member')).get(path)).status).toBe(403);
  });
});

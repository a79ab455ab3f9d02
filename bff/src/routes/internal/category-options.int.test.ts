import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { messages } from '../../contract/messages';
import { NEXT_CURSOR_HEADER, type Category } from '../../contract/snippets';
import { signedInAs, useCatalogue, type Catalogue } from './internal-test-support';
import { OPTIONS_CATALOGUE, UNUSED } from './options-fixture';
import { endpoints } from '../../contract/endpoints';
import { pathFor } from '../../contract/endpoint';

// Issue #24, item 1 (decision 020): the Category picker searches where the rows are, a page at a time.

let t: TestApp;
let staff: TestClient;
let c: Catalogue;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedInAs(t, 'Internal');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  c = await useCatalogue(t.db, OPTIONS_CATALOGUE, { ...UNUSED, categories: [...UNUSED.categories, 'ethics'] });
});

const search = async (query: Record<string, string> = {}) => {
  const res = await staff.get(`${endpoints.searchCategoryOptions.path}?${new URLSearchParams(query)}`);
  expect(res.status, res.text).toBe(200);
  return { names: res.json<Category[]>().map((a) => a.category), next: res.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
};

const everything = ['Art', 'ethics', 'Learning', 'Science', 'Stoicism', 'Work'];

describe('GET /api/internal/category-options', () => {
  it('answers the first page of every category as { id, category }, sorted by name case-insensitively', async () => {
    const res = await staff.get(endpoints.searchCategoryOptions.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(everything.map((category) => ({ id: c.categories[category], category })));
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('narrows to the names holding the search, case-insensitively, and pages by X-Next-Cursor', async () => {
    expect((await search({ search: 'STO' })).names).toEqual(['Stoicism']);
    expect((await search({ search: 'ic' })).names).toEqual(['ethics', 'Stoicism']);
    const first = await search({ limit: '4' });
    expect(first.names).toEqual(everything.slice(0, 4));
    const second = await search({ limit: '4', cursor: first.next! });
    expect(second).toEqual({ names: everything.slice(4), next: undefined });
  });

  it("searches within the list's narrowed categories: those of the snippets matching q and authorId (product §4)", async () => {
    expect((await search({ authorId: c.authors.Seneca! })).names).toEqual(['Stoicism', 'Work']);
    expect((await search({ authorId: c.authors.Seneca!, search: 'wor' })).names).toEqual(['Work']);
    expect((await search({ q: 'more', search: 's' })).names).toEqual(['Science', 'Stoicism']);
    expect((await search({ authorId: c.authors['Zeno of Citium']! })).names).toEqual([]);
  });

  it('refuses a malformed cursor, limit or author id with a 400', async () => {
    for (const [query, error] of [
      [{ cursor: '!!' }, messages.internal.cursorInvalid],
      [{ limit: '201' }, messages.internal.limitInvalid],
      [{ authorId: 'nope' }, messages.internal.authorIdInvalid],
      [{ search: 'x'.repeat(201) }, messages.internal.searchTooLong],
    ] as const) {
      const res = await staff.get(`${endpoints.searchCategoryOptions.path}?${new URLSearchParams(query)}`);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('answers 401 signed out and 403 to a Member', async () => {
    expect((await t.client().get(endpoints.searchCategoryOptions.path)).status).toBe(401);
    expect((await (await signedInAs(t, 'Member')).get(endpoints.searchCategoryOptions.path)).status).toBe(403);
  });
});

describe('GET /api/internal/categories/{id}', () => {
  it('answers the category a picker shows as chosen; 400 for a malformed id, 404 for an unknown one', async () => {
    expect((await staff.get(pathFor(endpoints.getInternalCategory, { id: c.categories.Art! }))).json()).toEqual({
      id: c.categories.Art,
      category: 'Art',
    });
    const malformed = await staff.get(pathFor(endpoints.getInternalCategory, { id: 'nope' }));
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ error: messages.internal.categoryIdInvalid });
    const unknown = await staff.get(pathFor(endpoints.getInternalCategory, { id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: messages.internal.categoryNotFound });
  });
});

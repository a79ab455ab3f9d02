import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { messages } from '../../contract/messages';
import type { Category } from '../../contract/snippets';
import { signedInAs, useCatalogue, type Catalogue } from './internal-test-support';
import { OPTIONS_CATALOGUE, UNUSED } from './options-fixture';
import { endpoints } from '../../contract/endpoints';

let t: TestApp;
let staff: TestClient;
let c: Catalogue;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedInAs(t, 'Internal');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  c = await useCatalogue(t.db, OPTIONS_CATALOGUE, UNUSED);
});

const categories = async (query: Record<string, string> = {}) => {
  const res = await staff.get(`${endpoints.listInternalCategories.path}?${new URLSearchParams(query)}`);
  expect(res.status, res.text).toBe(200);
  return res.json<Category[]>().map((a) => a.category);
};

describe('GET /api/internal/categories', () => {
  it('answers every category as { id, category }, sorted by name, without a filter (the form select)', async () => {
    const res = await staff.get(endpoints.listInternalCategories.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(
      ['Art', 'Learning', 'Science', 'Stoicism', 'Work'].map((category) => ({ id: c.categories[category], category })),
    );
  });

  it('narrows to the categories of the chosen author', async () => {
    expect(await categories({ authorId: c.authors['Marcus Aurelius']! })).toEqual(['Stoicism', 'Work']);
    expect(await categories({ authorId: c.authors['Zeno of Citium']! })).toEqual([]);
  });

  it('narrows to the categories of snippets matching the search, in text, author or category name', async () => {
    expect(await categories({ q: 'more' })).toEqual(['Learning', 'Science', 'Stoicism', 'Work']);
    expect(await categories({ q: 'LOVELACE' })).toEqual(['Science']);
    expect(await categories({ q: 'work' })).toEqual(['Work']);
    expect(await categories({ q: '%' })).toEqual([]);
  });

  it('combines the search and the author', async () => {
    expect(await categories({ q: 'more', authorId: c.authors.Seneca! })).toEqual(['Stoicism']);
    expect(await categories({ q: 'mind', authorId: c.authors.Seneca! })).toEqual([]);
  });

  it('is not narrowed by the category filter itself (product §4: by the text and author filters)', async () => {
    expect(await categories({ authorId: c.authors.Seneca!, categoryId: c.categories.Work! })).toEqual(['Stoicism', 'Work']);
  });

  it('refuses a malformed author id or an overlong search with a 400', async () => {
    for (const [query, error] of [
      [{ authorId: '123' }, messages.internal.authorIdInvalid],
      [{ q: 'x'.repeat(201) }, messages.internal.searchTooLong],
    ] as const) {
      const res = await staff.get(`${endpoints.listInternalCategories.path}?${new URLSearchParams(query)}`);
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('#24.12 answers only the stored categories of ?ids=', async () => {
    const unknown = '00000000-0000-4000-8000-000000000024';
    expect(await categories({ ids: [c.categories.Work!, unknown, c.categories.Art!].join(',') })).toEqual(['Art', 'Work']);
    const res = await staff.get(`${endpoints.listInternalCategories.path}?ids=Work`);
    expect([res.status, res.json()]).toEqual([400, { error: messages.internal.idsInvalid }]);
  });

  it('answers 401 signed out and 403 to a Member', async () => {
    expect((await t.client().get(endpoints.listInternalCategories.path)).status).toBe(401);
    const res = await (await signedInAs(t, 'Member')).get(endpoints.listInternalCategories.path);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });
});

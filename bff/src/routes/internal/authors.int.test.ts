import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { messages } from '../../contract/messages';
import type { Author } from '../../contract/snippets';
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

const authors = async (query: Record<string, string> = {}) => {
  const res = await staff.get(`${endpoints.listInternalAuthors.path}?${new URLSearchParams(query)}`);
  expect(res.status, res.text).toBe(200);
  return res.json<Author[]>().map((a) => a.name);
};

describe('GET /api/internal/authors', () => {
  it('answers every author as { id, name }, sorted by name, without a filter (the form select)', async () => {
    const res = await staff.get(endpoints.listInternalAuthors.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(
      ['Ada Lovelace', 'Dr. Seuss', 'Marcus Aurelius', 'Seneca', 'Zeno of Citium'].map((name) => ({ id: c.authors[name], name })),
    );
  });

  it('narrows to the authors of snippets in the chosen category', async () => {
    expect(await authors({ categoryId: c.categories.Stoicism! })).toEqual(['Marcus Aurelius', 'Seneca']);
    expect(await authors({ categoryId: c.categories.Art! })).toEqual([]);
  });

  it('narrows to the authors of snippets matching the search, in text, author or category name', async () => {
    expect(await authors({ q: 'MORE' })).toEqual(['Ada Lovelace', 'Dr. Seuss', 'Marcus Aurelius', 'Seneca']);
    expect(await authors({ q: 'seneca' })).toEqual(['Seneca']);
    expect(await authors({ q: 'stoic' })).toEqual(['Marcus Aurelius', 'Seneca']);
    expect(await authors({ q: 'no such words' })).toEqual([]);
  });

  it('combines the search and the category', async () => {
    expect(await authors({ q: 'more', categoryId: c.categories.Work! })).toEqual(['Marcus Aurelius']);
    expect(await authors({ q: 'luck', categoryId: c.categories.Stoicism! })).toEqual([]);
  });

  it('is not narrowed by the author filter itself (product §4: by the text and category filters)', async () => {
    expect(await authors({ categoryId: c.categories.Stoicism!, authorId: c.authors.Seneca! })).toEqual(['Marcus Aurelius', 'Seneca']);
  });

  it('refuses a malformed category id or an overlong search with a 400', async () => {
    for (const [query, error] of [
      [{ categoryId: 'nope' }, messages.internal.categoryIdInvalid],
      [{ q: 'x'.repeat(201) }, messages.internal.searchTooLong],
    ] as const) {
      const res = await staff.get(`${endpoints.listInternalAuthors.path}?${new URLSearchParams(query)}`);
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('#24.12 answers only the stored authors of ?ids= (the names beside a CSV preview), and refuses a wrong list', async () => {
    const unknown = '00000000-0000-4000-8000-000000000024';
    expect(await authors({ ids: [c.authors.Seneca!, unknown, c.authors['Ada Lovelace']!].join(',') })).toEqual(['Ada Lovelace', 'Seneca']);
    const tooMany = Array.from({ length: 101 }, () => unknown).join(',');
    for (const ids of ['Seneca', tooMany, `${unknown},`]) {
      const res = await staff.get(`${endpoints.listInternalAuthors.path}?${new URLSearchParams({ ids })}`);
      expect([res.status, res.json()]).toEqual([400, { error: messages.internal.idsInvalid }]);
    }
  });

  it('answers 401 signed out and 403 to a Member', async () => {
    expect((await t.client().get(endpoints.listInternalAuthors.path)).status).toBe(401);
    const res = await (await signedInAs(t, 'Member')).get(endpoints.listInternalAuthors.path);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import type { InternalSnippetsQuery } from '../../contract/snippets';
import { useCatalogue, type Catalogue, type SnippetSpec } from '../../routes/internal/internal-test-support';
import { createListSnippets } from './list-snippets';

// The page is found two ways (walking the seq index, or gathering the matches and sorting them),
// chosen by the total; both must answer the same pages for every filter, size and cursor.

const AUTHORS = ['Seneca', 'Marcus Aurelius', 'Ada Lovelace'];
const CATEGORIES = ['Stoicism', 'Work', 'Science'];
const WORDS = ['more', 'mind', 'time', '100%', 'a_b'];
/** 40 snippets spread over the authors, categories and words, inserted oldest first. */
const SPECS: SnippetSpec[] = Array.from({ length: 40 }, (_, i) => [
  `Quote ${i} about ${WORDS[i % WORDS.length]!} and ${WORDS[(i * 3) % WORDS.length]!}`,
  AUTHORS[i % AUTHORS.length]!,
  CATEGORIES[Math.floor(i / 3) % CATEGORIES.length]!,
]);

let database: TestDatabase;
let c: Catalogue;

beforeAll(async () => {
  database = await createTestDatabase();
  c = await useCatalogue(database.db, SPECS);
});
afterAll(async () => database?.close());

/** What the list must answer, worked out here: newest first, q in text, author or category name, case-insensitive. */
const expected = ({ q, authorId, categoryId }: InternalSnippetsQuery): string[] =>
  SPECS.map((spec, i) => ({ spec, id: c.snippets[i]! }))
    .filter(({ spec: [text, author, category] }) => {
      if (authorId && c.authors[author] !== authorId) return false;
      if (categoryId && c.categories[category] !== categoryId) return false;
      return !q || [text, author, category].some((s) => s.toLowerCase().includes(q.toLowerCase()));
    })
    .map(({ id }) => id)
    .reverse();

const SEARCHES = [undefined, 'MORE', 'seneca', 'stoic', '100%', '_', 'A_B', 'e 1', 'O', 'nothing like it'];

describe.each([
  ['walking the seq index', 0],
  ['gathering the matches', Number.POSITIVE_INFINITY],
])('the internal list, %s', (_name, gatherMax) => {
  it('pages through exactly the matching snippets, newest first, for every filter and page size', async () => {
    const list = createListSnippets({ db: database.db, gatherMax });
    for (const filters of SEARCHES.flatMap((q) =>
      [undefined, c.authors.Seneca].flatMap((authorId) =>
        [undefined, c.categories.Work].map((categoryId) => ({ q, authorId, categoryId })),
      ),
    )) {
      const want = expected(filters);
      for (const limit of [1, 4, 50]) {
        const got: string[] = [];
        let cursor: string | undefined;
        for (let pages = 0; pages <= SPECS.length; pages += 1) {
          const page = await list({ ...filters, limit, cursor });
          expect(page.total, JSON.stringify(filters)).toBe(want.length);
          expect(page.items.length).toBeLessThanOrEqual(limit);
          got.push(...page.items.map((item) => item.id));
          cursor = page.nextCursor;
          if (!cursor) break;
        }
        expect(got, `${JSON.stringify(filters)} limit ${limit}`).toEqual(want);
      }
    }
  });
});

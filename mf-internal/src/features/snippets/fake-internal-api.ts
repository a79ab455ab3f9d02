import type { SnippetListItem } from '@nextlevel/bff/contract';

// Tests only: the internal list's routes as decision 010 describes them, over a few rows.

/** An answer as the shell's test harness takes it (its `Handler`). */
type FakeRoute = (url: URL) => { body: unknown; headers?: Record<string, string> };

export const authors = [
  { id: 'a-seneca', name: 'Seneca' },
  { id: 'a-aristotle', name: 'Aristotle' },
];
export const categories = [
  { id: 'c-stoicism', category: 'Stoicism' },
  { id: 'c-wisdom', category: 'Wisdom' },
];

interface Row {
  id: string;
  text: string;
  authorId: string;
  categoryId: string;
  detailed_explanation: string | null;
}

export const rows: Row[] = [
  {
    id: 's1',
    text: 'We suffer more often in imagination than in reality.',
    authorId: 'a-seneca',
    categoryId: 'c-stoicism',
    detailed_explanation: 'Fear runs ahead.',
  },
  {
    id: 's2',
    text: 'Luck is what happens when preparation meets opportunity.',
    authorId: 'a-seneca',
    categoryId: 'c-wisdom',
    detailed_explanation: null,
  },
  {
    id: 's3',
    text: 'Knowing yourself is the beginning of all wisdom.',
    authorId: 'a-aristotle',
    categoryId: 'c-wisdom',
    detailed_explanation: '',
  },
];

const nameOf = (id: string) => authors.find((a) => a.id === id)!.name;
const categoryOf = (id: string) => categories.find((c) => c.id === id)!.category;
export const listItem = (row: Row): SnippetListItem => ({
  id: row.id,
  text: row.text,
  authorName: nameOf(row.authorId),
  categoryName: categoryOf(row.categoryId),
  detailed_explanation: row.detailed_explanation,
});

const matching = (all: Row[], params: URLSearchParams) => {
  const q = params.get('q')?.toLowerCase();
  return all.filter(
    (r) =>
      (!q || [r.text, nameOf(r.authorId), categoryOf(r.categoryId)].some((s) => s.toLowerCase().includes(q))) &&
      (!params.get('authorId') || r.authorId === params.get('authorId')) &&
      (!params.get('categoryId') || r.categoryId === params.get('categoryId')),
  );
};

/** The list, authors and categories routes over `all`, `pageSize` cards a page; `calls` records each query string. */
export function fakeInternalApi(all: Row[] = rows, pageSize = 50) {
  const calls = { list: [] as string[], authors: [] as string[], categories: [] as string[] };
  const list: FakeRoute = (url) => {
    calls.list.push(url.search);
    const found = matching(all, url.searchParams);
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const page = found.slice(from, from + pageSize);
    const headers: Record<string, string> = { 'X-Total-Count': String(found.length) };
    if (from + pageSize < found.length) headers['X-Next-Cursor'] = String(from + pageSize);
    return { body: page.map(listItem), headers };
  };
  const authorOptions: FakeRoute = (url) => {
    calls.authors.push(url.search);
    const ids = new Set(matching(all, url.searchParams).map((r) => r.authorId));
    return { body: authors.filter((a) => ids.has(a.id)) };
  };
  const categoryOptions: FakeRoute = (url) => {
    calls.categories.push(url.search);
    const ids = new Set(matching(all, url.searchParams).map((r) => r.categoryId));
    return { body: categories.filter((c) => ids.has(c.id)) };
  };
  return {
    calls,
    routes: {
      'GET /api/internal/snippets': list,
      'GET /api/internal/authors': authorOptions,
      'GET /api/internal/categories': categoryOptions,
    } as Record<string, FakeRoute>,
  };
}

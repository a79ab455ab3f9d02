import {
  endpoints,
  messages,
  OPTIONS_PAGE,
  type Author,
  type Category,
  type Endpoint,
  type ErrorResponse,
  type ResponseOf,
  type SnippetListItem,
} from '@nextlevel/bff/contract';

// Tests only: the internal list's routes as decision 010 describes them, over a few rows. The
// tests serve them with msw (the one network fake); this file stays free of it, as every file
// that is not a test must.

/** What a GET of `E` answers for a request's URL: its body as the definition says, or an error. */
type Answer<E extends Endpoint> = (url: URL) => { status?: number; body: ResponseOf<E> | ErrorResponse; headers?: Record<string, string> };

/** One fake route: the endpoint it answers, and how. */
export interface FakeRoute {
  definition: Endpoint;
  answer: Answer<Endpoint>;
}
const route = <E extends Endpoint>(definition: E, answer: Answer<E>): FakeRoute => ({ definition, answer: answer as Answer<Endpoint> });

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

/** The list's narrowing of one picker: the text and the other filter, never its own. */
const withoutOwn = (params: URLSearchParams, own: string) => {
  const rest = new URLSearchParams(params);
  rest.delete(own);
  rest.delete('search');
  return rest;
};

const matching = (all: Row[], params: URLSearchParams) => {
  const q = params.get('q')?.toLowerCase();
  return all.filter(
    (r) =>
      (!q || [r.text, nameOf(r.authorId), categoryOf(r.categoryId)].some((s) => s.toLowerCase().includes(q))) &&
      (!params.get('authorId') || r.authorId === params.get('authorId')) &&
      (!params.get('categoryId') || r.categoryId === params.get('categoryId')),
  );
};

/** `n` authors more, named 'Author 1' … (issue #24: the pickers with thousands of authors). */
export const manyAuthors = (n: number): Author[] =>
  Array.from({ length: n }, (_, i) => ({ id: `a-${String(i + 1).padStart(6, '0')}`, name: `Author ${i + 1}` }));

/**
 * A picker's search (decision 020) over `names`: those holding every word of `search`, case-insensitively, by
 * folded name, OPTIONS_PAGE a page with the next page's offset as its cursor; narrowed to `ids` if given.
 */
const searchRoute =
  <T extends { id: string }>(
    names: () => T[],
    nameOf: (row: T) => string,
    calls: string[],
    narrowedIds: (url: URL) => Set<string> | undefined,
  ): ((url: URL) => { body: T[]; headers: Record<string, string> }) =>
  (url) => {
    calls.push(url.search);
    const words = (url.searchParams.get('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const ids = narrowedIds(url);
    const found = names()
      .filter((row) => words.every((word) => nameOf(row).toLowerCase().includes(word)) && (!ids || ids.has(row.id)))
      .sort((a, b) => nameOf(a).toLowerCase().localeCompare(nameOf(b).toLowerCase()));
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? OPTIONS_PAGE);
    const headers: Record<string, string> = {};
    if (from + limit < found.length) headers['X-Next-Cursor'] = String(from + limit);
    return { body: found.slice(from, from + limit), headers };
  };

/**
 * The list, authors and categories routes over `all`, `pageSize` cards a page, and the pickers'
 * searches and by-id reads over `people` (the authors) and the categories; `calls` records each query string.
 */
export function fakeInternalApi(all: Row[] = rows, pageSize = 50, people: Author[] = authors) {
  const calls = {
    list: [] as string[],
    authors: [] as string[],
    categories: [] as string[],
    authorSearch: [] as string[],
    categorySearch: [] as string[],
    byId: [] as string[],
  };
  const narrowed = (url: URL, column: 'authorId' | 'categoryId', by: 'authorId' | 'categoryId') =>
    url.searchParams.get('q') || url.searchParams.get(by)
      ? new Set(matching(all, withoutOwn(url.searchParams, column)).map((r) => r[column]))
      : undefined;
  const everyone = () => [...authors.filter((a) => !people.some((p) => p.id === a.id)), ...people];
  const list: Answer<typeof endpoints.listInternalSnippets> = (url) => {
    calls.list.push(url.search);
    const found = matching(all, url.searchParams);
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const page = found.slice(from, from + pageSize);
    const headers: Record<string, string> = { 'X-Total-Count': String(found.length) };
    if (from + pageSize < found.length) headers['X-Next-Cursor'] = String(from + pageSize);
    return { body: page.map(listItem), headers };
  };
  // Without a filter, every author (those with no snippet too), as the bff answers it.
  const authorOptions: Answer<typeof endpoints.listInternalAuthors> = (url) => {
    calls.authors.push(url.search);
    if (!url.searchParams.get('q') && !url.searchParams.get('categoryId')) return { body: everyone() };
    const ids = new Set(matching(all, url.searchParams).map((r) => r.authorId));
    return { body: everyone().filter((a) => ids.has(a.id)) };
  };
  const categoryOptions: Answer<typeof endpoints.listInternalCategories> = (url) => {
    calls.categories.push(url.search);
    const ids = new Set(matching(all, url.searchParams).map((r) => r.categoryId));
    return { body: categories.filter((c) => ids.has(c.id)) };
  };
  /** A by-id read of `rowsOf()`: 404 for an id not among them, as the bff answers it. */
  const byId = <E extends typeof endpoints.getInternalAuthor | typeof endpoints.getInternalCategory>(
    definition: E,
    rowsOf: () => (ResponseOf<E> & { id: string })[],
    notFound: string,
  ) =>
    route(definition, (url) => {
      calls.byId.push(url.pathname);
      const row = rowsOf().find((one) => one.id === url.pathname.split('/').at(-1));
      return row ? { body: row } : { status: 404, body: { error: notFound } };
    });
  return {
    calls,
    routes: [
      route(endpoints.listInternalSnippets, list),
      route(endpoints.listInternalAuthors, authorOptions),
      route(endpoints.listInternalCategories, categoryOptions),
      route(
        endpoints.searchAuthorOptions,
        searchRoute<Author>(
          everyone,
          (a) => a.name,
          calls.authorSearch,
          (url) => narrowed(url, 'authorId', 'categoryId'),
        ),
      ),
      route(
        endpoints.searchCategoryOptions,
        searchRoute<Category>(
          () => categories,
          (c) => c.category,
          calls.categorySearch,
          (url) => narrowed(url, 'categoryId', 'authorId'),
        ),
      ),
      byId(endpoints.getInternalAuthor, everyone, messages.internal.authorNotFound),
      byId(endpoints.getInternalCategory, () => categories, messages.internal.categoryNotFound),
    ],
  };
}

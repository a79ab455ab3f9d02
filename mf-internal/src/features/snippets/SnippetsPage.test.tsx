import { endpoints, messages } from '@nextlevel/bff/contract';
import {
  aStaffUser,
  CurrentLocation,
  delay,
  fails,
  http,
  HttpResponse,
  renderWithShell,
  reply,
  resetShell,
} from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeInternalApi, listItem, manyAuthors, rows, type FakeRoute } from './fake-internal-api';
import SnippetFormPage from './SnippetFormPage';
import SnippetsPage from './SnippetsPage';

afterEach(resetShell);

/** The fake's routes as msw serves them to the page. */
const served = ({ routes }: { routes: FakeRoute[] }) =>
  routes.map(({ definition, answer }) =>
    http.get(definition.path, ({ request }) => {
      const { status, body, headers } = answer(new URL(request.url));
      return HttpResponse.json(body, { status, headers });
    }),
  );

const renderList = (network: ReturnType<typeof served>, route = '/internal/snippets') =>
  renderWithShell(
    <>
      <SnippetsPage />
      <CurrentLocation />
    </>,
    { path: '/internal/snippets', route, user: aStaffUser(), network },
  );

type User = ReturnType<typeof renderList>['user'];
const cards = () => screen.queryAllByRole('article');
const cardTexts = () => cards().map((c) => within(c).getByRole('blockquote').textContent);
const summary = () => within(screen.getByRole('search', { name: 'Filter snippets' })).getByRole('status').textContent;
const location = () => screen.getByTestId('location').textContent;
const search = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
const choose = async (user: User, label: string, option: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const optionsOf = async (user: User, label: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe('SnippetsPage', () => {
  it('shows Loading snippets... and then a card per snippet with its author, category, explanation marker and Edit', async () => {
    renderList(served(fakeInternalApi()));
    expect(screen.getByText('Loading snippets...')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1, name: 'Snippets' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Snippet' }).getAttribute('href')).toBe('/internal/snippets/new');
    expect(cardTexts()).toEqual(rows.map((r) => r.text));
    const [first, second, third] = cards();
    expect(within(first!).getByText('Stoicism')).toBeTruthy();
    expect(within(first!).getByText('— Seneca')).toBeTruthy();
    expect(within(first!).getByText('✓ Has explanation')).toBeTruthy();
    // None, or a blank one, is no explanation.
    expect(within(second!).queryByText('✓ Has explanation')).toBeNull();
    expect(within(third!).queryByText('✓ Has explanation')).toBeNull();
    expect(within(first!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/internal/snippets/s1/edit');
    expect(summary()).toBe('3 snippets');
  });

  it('says No snippets found. Create your first snippet to get started. when there are none', async () => {
    renderList(served(fakeInternalApi([])));
    expect(await screen.findByText('No snippets found.')).toBeTruthy();
    expect(screen.getByText('Create your first snippet to get started.')).toBeTruthy();
    expect(summary()).toBe('0 snippets');
  });

  it('says No snippets match your filters. when filters leave none, and takes its filters from the link', async () => {
    const api = fakeInternalApi();
    renderList(served(api), '/internal/snippets?q=courage&category=c-wisdom');
    expect(await screen.findByText('No snippets match your filters.')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeTruthy();
    expect(search().value).toBe('courage');
    expect(api.calls.list).toEqual(['?q=courage&categoryId=c-wisdom']);
  });

  it('asks the bff once typing pauses, not per key, and keeps the search in the URL by replacing it', async () => {
    const api = fakeInternalApi();
    renderList(served(api));
    await waitFor(() => expect(cards()).toHaveLength(3));
    // The keys come without pauses (user-event's own pause is a timer, which a busy machine made
    // longer than the debounce): one request for the whole word.
    await userEvent.setup({ delay: null }).type(search(), 'wisdom');
    await waitFor(() => expect(cardTexts()).toEqual([rows[1]!.text, rows[2]!.text]));
    expect(api.calls.list).toEqual(['', '?q=wisdom']);
    // The filters' options are asked for only once a filter is opened (issue #24), and never whole.
    expect(api.calls.authorSearch).toEqual([]);
    expect(api.calls.categorySearch).toEqual([]);
    expect(api.calls.authors).toEqual([]);
    expect(location()).toBe('/internal/snippets?q=wisdom');
    expect(summary()).toBe('2 snippets');
  });

  it('filters by author and category cumulatively, each narrowing the other\u2019s options', async () => {
    const api = fakeInternalApi();
    const { user } = renderList(served(api));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(await optionsOf(user, 'Author')).toEqual(['All', 'Aristotle', 'Seneca']);
    await choose(user, 'Author', 'Seneca');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(location()).toBe('/internal/snippets?author=a-seneca');
    await choose(user, 'Category', 'Wisdom');
    expect(api.calls.categorySearch).toContain('?authorId=a-seneca');
    await waitFor(() => expect(cardTexts()).toEqual([rows[1]!.text]));
    expect(location()).toBe('/internal/snippets?author=a-seneca&category=c-wisdom');
    expect(api.calls.list.at(-1)).toBe('?authorId=a-seneca&categoryId=c-wisdom');
    expect(await optionsOf(user, 'Author')).toEqual(['All', 'Aristotle', 'Seneca']);
    expect(api.calls.authorSearch.at(-1)).toBe('?categoryId=c-wisdom');
    await choose(user, 'Author', 'All');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(location()).toBe('/internal/snippets?category=c-wisdom');
  });

  it('keeps a chosen author named when the search leaves it out of the options', async () => {
    const { user } = renderList(served(fakeInternalApi()));
    await choose(user, 'Author', 'Aristotle');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.type(search(), 'luck');
    expect(await screen.findByText('No snippets match your filters.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Author' }).value).toBe('Aristotle');
  });

  it("names a link's chosen author and category, asking the bff for them by id", async () => {
    const api = fakeInternalApi();
    renderList(served(api), '/internal/snippets?author=a-aristotle&category=c-wisdom');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Author' }).value).toBe('Aristotle'));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Category' }).value).toBe('Wisdom'));
    expect(api.calls.byId).toEqual(['/api/internal/authors/a-aristotle', '/api/internal/categories/c-wisdom']);
    expect(api.calls.authors).toEqual([]);
  });

  it("searches the Author filter's options by name within the list's narrowing (product §4)", async () => {
    const api = fakeInternalApi(undefined, undefined, manyAuthors(5_000));
    const { user } = renderList(served(api), '/internal/snippets?q=wisdom');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Author' }));
    await user.keyboard('ar');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Aristotle']));
    expect(api.calls.authorSearch).toEqual(['?q=wisdom', '?search=ar&q=wisdom']);
    await user.click(screen.getByRole('option', { name: 'Aristotle' }));
    await waitFor(() => expect(location()).toBe('/internal/snippets?q=wisdom&author=a-aristotle'));
  });

  it('aborts the request a newer filter supersedes', async () => {
    const api = fakeInternalApi();
    const signals: AbortSignal[] = [];
    const { user } = renderList([
      // Holds the list filtered by author alone; any other goes on to the fake's list.
      http.get(endpoints.listInternalSnippets.path, async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('authorId') && !url.searchParams.get('categoryId')) {
          signals.push(request.signal);
          await delay('infinite');
        }
      }),
      ...served(api),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await choose(user, 'Author', 'Seneca');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    await choose(user, 'Category', 'Wisdom');
    await waitFor(() => expect(cardTexts()).toEqual([rows[1]!.text]));
    expect(signals[0]!.aborted).toBe(true);
  });

  it('refresh clears every filter and loads the list afresh', async () => {
    const api = fakeInternalApi();
    const { user } = renderList(served(api), '/internal/snippets?q=luck&author=a-seneca');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(search().value).toBe('');
    expect(location()).toBe('/internal/snippets');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.calls.list).toEqual(['?q=luck&authorId=a-seneca', '', '']));
  });

  it('loads the next page by X-Next-Cursor on Show more, and shows the total from X-Total-Count', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...rows[0]!, id: `m${i}`, text: `Quote ${i}` }));
    const api = fakeInternalApi(many, 2);
    const { user } = renderList(served(api));
    await waitFor(() => expect(cardTexts()).toEqual(['Quote 0', 'Quote 1']));
    expect(summary()).toBe('5 snippets');
    await user.click(screen.getByRole('button', { name: 'Show more snippets' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Show more snippets' }));
    await waitFor(() => expect(cardTexts()).toEqual(['Quote 0', 'Quote 1', 'Quote 2', 'Quote 3', 'Quote 4']));
    expect(api.calls.list).toEqual(['', '?cursor=2', '?cursor=4']);
    expect(screen.queryByRole('button', { name: 'Show more snippets' })).toBeNull();
  });

  it('asks for the next page only once the cards already loaded are drawn (4× CPU: page after page, none shown)', async () => {
    // A window one page fills: the end of the list is in view only while no card is drawn above it.
    class OnePageFillsTheWindow {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(sentinel: Element) {
        const inView = sentinel.previousElementSibling?.childElementCount === 0;
        this.report([{ isIntersecting: inView, target: sentinel } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', OnePageFillsTheWindow);
    try {
      const many = Array.from({ length: 6 }, (_, i) => ({ ...rows[0]!, id: `m${i}`, text: `Quote ${i}` }));
      const api = fakeInternalApi(many, 2);
      renderList(served(api));
      await waitFor(() => expect(cardTexts()).toEqual(['Quote 0', 'Quote 1']));
      await new Promise((r) => setTimeout(r, 50));
      expect(api.calls.list).toEqual(['']);
      expect(cards()).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the server's message when the list cannot load", async () => {
    renderList([fails(endpoints.listInternalSnippets, 400, messages.internal.searchTooLong), ...served(fakeInternalApi())]);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.internal.searchTooLong);
  });
});

describe('#24.3 back to the list after Edit', () => {
  afterEach(() => vi.restoreAllMocks());
  /** The list and the form, as the area's routes mount them, with the bff behind both. */
  const renderBoth = (route = '/internal/snippets') => {
    const api = fakeInternalApi();
    const s2 = { text: rows[1]!.text, authorId: 'a-seneca', categoryId: 'c-wisdom', authorName: 'Seneca', categoryName: 'Wisdom' };
    const view = renderWithShell(<SnippetsPage />, {
      path: '/internal/snippets',
      route,
      routes: { '/internal/snippets/:snippetId/edit': <SnippetFormPage /> },
      user: aStaffUser(),
      network: [
        ...served(api),
        reply(endpoints.getInternalSnippet, { ...s2, detailed_explanation: null }),
        reply(endpoints.updateSnippet, { ...listItem(rows[1]!), text: `${rows[1]!.text}!` }),
        reply(endpoints.getDefaultPrompt, { value: 'Explain it.' }),
        reply(endpoints.getAiStatus, { configured: true }),
      ],
    });
    return { ...view, api };
  };
  const scrolls = () => ({
    intoView: vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {}),
    to: vi.spyOn(window, 'scrollTo').mockImplementation(() => {}),
  });
  const editOf = (id: string) =>
    within(document.querySelector<HTMLElement>(`[data-snippet-id="${id}"]`)!).getByRole('link', { name: 'Edit' });

  it('opens at the top when it is not coming back from the form', async () => {
    const scroll = scrolls();
    renderBoth();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(scroll.to).toHaveBeenCalledWith(0, 0);
    expect(scroll.intoView).not.toHaveBeenCalled();
  });

  it('Cancel goes back to the list with its filters, the card just edited in view and its Edit link focused', async () => {
    const { user } = renderBoth('/internal/snippets?q=wisdom');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(editOf('s2'));
    await screen.findByRole('heading', { level: 1, name: 'Edit Snippet' });
    const scroll = scrolls();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(search().value).toBe('wisdom');
    await waitFor(() => expect(document.activeElement).toBe(editOf('s2')));
    expect(scroll.intoView.mock.contexts).toContain(document.querySelector('[data-snippet-id="s2"]'));
    expect(scroll.to).not.toHaveBeenCalledWith(0, 0);
  });

  it('Update Snippet does the same once saved', async () => {
    const { user } = renderBoth();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(editOf('s2'));
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /^Snippet Text/ });
    await waitFor(() => expect(text.value).toBe(rows[1]!.text));
    await user.type(text, '!');
    const scroll = scrolls();
    await user.click(screen.getByRole('button', { name: 'Update Snippet' }));
    await waitFor(() => expect(document.activeElement).toBe(editOf('s2')));
    expect(scroll.intoView.mock.contexts).toContain(document.querySelector('[data-snippet-id="s2"]'));
  });
});

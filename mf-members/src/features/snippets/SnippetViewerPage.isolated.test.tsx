import { messages } from '@nextlevel/bff/contract';
import { aMember, never, renderWithShell, resetShell, type Handler } from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '@nextlevel/shell/analytics';
import SnippetViewerPage from './SnippetViewerPage';

// The analytics SDK has its own tests; here only what the heart tells it matters.
vi.mock('@nextlevel/shell/analytics', () => ({ track: vi.fn() }));
import { aSnippet } from './test-snippets';

afterEach(() => {
  resetShell();
  vi.restoreAllMocks();
  vi.mocked(track).mockClear();
});

const seneca = aSnippet({ detailed_explanation: 'Fear runs ahead of facts.\n\nMost of what we dread never happens.' });
const aristotle = aSnippet({
  id: 's2',
  text: 'Knowing yourself is the beginning of all wisdom.',
  authorName: 'Aristotle',
  categoryName: 'Wisdom',
});

const renderViewer = (fetch: Record<string, Handler>, strict = false) =>
  renderWithShell(strict ? <StrictMode>{<SnippetViewerPage />}</StrictMode> : <SnippetViewerPage />, {
    path: '/members/apps/snippets',
    user: aMember(),
    fetch: { 'POST /api/snippets/s1/view': { status: 201 }, 'POST /api/snippets/s2/view': { status: 201 }, ...fetch },
  });

const calls = (fetchMock: ReturnType<typeof vi.fn> | undefined, key: string) =>
  (fetchMock?.mock.calls ?? [])
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: (init as RequestInit | undefined)?.method ?? 'GET',
    }))
    .filter(({ url, method }) => `${method} ${url.pathname}` === key);

describe('SnippetViewerPage', () => {
  it('shows Loading... while the snippet is on its way', () => {
    renderViewer({ 'GET /api/snippets/random': never });
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('shows the category, the text and the author of a random snippet, and records one view, once even in StrictMode', async () => {
    const { fetch } = renderViewer({ 'GET /api/snippets/random': { body: seneca } }, true);
    const card = await screen.findByRole('article', { name: 'Snippet by Seneca' });
    expect(within(card).getByText('Stoicism')).toBeTruthy();
    expect(within(card).getByText(seneca.text)).toBeTruthy();
    expect(within(card).getByText('— Seneca')).toBeTruthy();
    await waitFor(() => expect(calls(fetch, 'POST /api/snippets/s1/view')).toHaveLength(1));
    expect(calls(fetch, 'GET /api/snippets/random')[0]?.url.search).toBe('');
  });

  it('says No snippets available when there are none (204)', async () => {
    const { fetch } = renderViewer({ 'GET /api/snippets/random': { status: 204 } });
    expect(await screen.findByText('No snippets available')).toBeTruthy();
    expect(fetch?.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says Failed to fetch snippet when the call fails', async () => {
    renderViewer({ 'GET /api/snippets/random': { status: 500, body: { error: 'Internal server error' } } });
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.randomSnippet);
  });

  it('only logs a failed view record', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderViewer({ 'GET /api/snippets/random': { body: seneca }, 'POST /api/snippets/s1/view': { status: 500 } });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to record snippet view', expect.anything()));
    expect(screen.getByRole('article', { name: 'Snippet by Seneca' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toggles the explanation as paragraphs; Refresh loads another snippet, excluding the one shown, and hides it', async () => {
    let draws = 0;
    const { user, fetch } = renderViewer({ 'GET /api/snippets/random': () => ({ body: draws++ === 0 ? seneca : aristotle }) });
    const more = await screen.findByRole('button', { name: 'Tell Me More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    const hide = screen.getByRole('button', { name: 'Hide Explanation' });
    const region = document.getElementById(hide.getAttribute('aria-controls')!)!;
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Fear runs ahead of facts.',
      'Most of what we dread never happens.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Snippet by Aristotle' })).toBeTruthy();
    expect(calls(fetch, 'GET /api/snippets/random')[1]?.url.searchParams.get('exclude')).toBe('s1');
    // Aristotle has no explanation: no toggle at all.
    expect(screen.queryByRole('button', { name: /Tell Me More|Hide Explanation/ })).toBeNull();
    await waitFor(() => expect(calls(fetch, 'POST /api/snippets/s2/view')).toHaveLength(1));
    expect(calls(fetch, 'POST /api/snippets/s1/view')).toHaveLength(1);
  });

  it('hearts at once (aria-pressed), before the POST has answered', async () => {
    const { user, fetch } = renderViewer({
      'GET /api/snippets/random': { body: seneca },
      'POST /api/snippets/s1/favourite': never,
    });
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    const heart = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(calls(fetch, 'POST /api/snippets/s1/favourite')).toHaveLength(1);
  });

  it('takes a failed heart back and shows the toast Error / Failed to update favourite', async () => {
    const { user, fetch } = renderViewer({
      'GET /api/snippets/random': { body: aSnippet({ isFavourite: true }) },
      'DELETE /api/snippets/s1/favourite': { status: 500, body: { error: 'Internal server error' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByText(messages.errors.favouriteToggle)).toBeTruthy();
    expect(screen.getByText(messages.errors.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls(fetch, 'DELETE /api/snippets/s1/favourite')).toHaveLength(1);
    expect(track).not.toHaveBeenCalled();
  });

  it('tracks snippet_favorited, then snippet_unfavorited, with the snippetId once each change is made', async () => {
    const { user } = renderViewer({
      'GET /api/snippets/random': { body: seneca },
      'POST /api/snippets/s1/favourite': { body: { isFavourite: true } },
      'DELETE /api/snippets/s1/favourite': { body: { isFavourite: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('snippet_favorited', { snippetId: 's1' }));
    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(track).toHaveBeenLastCalledWith('snippet_unfavorited', { snippetId: 's1' }));
    expect(track).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('#24.2 Refresh keeps the card and its buttons while the next snippet loads, keeps the focus on Refresh, and announces the new snippet', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    let draws = 0;
    const { user, fetch } = renderViewer({
      'GET /api/snippets/random': () => (draws++ === 0 ? { body: seneca } : new Promise((resolve) => (answer = resolve))),
    });
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    refresh.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls(fetch, 'GET /api/snippets/random')).toHaveLength(2));
    // A quiet busy state: the same card, its heart and Refresh in place; no Loading... in its stead.
    const card = screen.getByRole('article', { name: 'Snippet by Seneca' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(document.activeElement).toBe(refresh);
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    // Pressed again meanwhile, it asks for nothing more.
    await user.keyboard('{Enter}');
    expect(calls(fetch, 'GET /api/snippets/random')).toHaveLength(2);

    answer({ body: aristotle });
    const next = await screen.findByRole('article', { name: 'Snippet by Aristotle' });
    expect(next.getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' }));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(`New snippet: “${aristotle.text}” — Aristotle`);
    // The view of the new snippet is recorded once, and none more of the one shown meanwhile.
    await waitFor(() => expect(calls(fetch, 'POST /api/snippets/s2/view')).toHaveLength(1));
    expect(calls(fetch, 'POST /api/snippets/s1/view')).toHaveLength(1);
  });

  it('#24.2 a Refresh that fails keeps the focus on Refresh, beside the error', async () => {
    let draws = 0;
    const { user } = renderViewer({
      'GET /api/snippets/random': () => (draws++ === 0 ? { body: seneca } : { status: 500, body: { error: 'Internal server error' } }),
    });
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    refresh.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.randomSnippet);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' }));
  });
});

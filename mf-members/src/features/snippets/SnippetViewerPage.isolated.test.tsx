import { endpoints, messages, pathFor } from '@nextlevel/bff/contract';
import {
  aMember,
  empty,
  fails,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
  type ShellRenderOptions,
} from '@nextlevel/shell/testing';
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

/** The viewer with `network` answering first; a view is recorded (204) unless `network` says otherwise. */
const renderViewer = (network: ShellRenderOptions['network'] = [], strict = false) =>
  renderWithShell(strict ? <StrictMode>{<SnippetViewerPage />}</StrictMode> : <SnippetViewerPage />, {
    path: '/members/apps/snippets',
    user: aMember(),
    network: [...network, reply(endpoints.recordSnippetView, undefined)],
  });

const randomPath = endpoints.getRandomSnippet.path;
/** The random draws asked for, each with its query string. */
const draws = () => sentRequests(endpoints.getRandomSnippet).map(({ path }) => new URL(path, 'http://localhost'));
/** The views recorded of snippet `id`. */
const viewsOf = (id: string) =>
  sentRequests(endpoints.recordSnippetView).filter(({ path }) => path === pathFor(endpoints.recordSnippetView, { id }));

describe('SnippetViewerPage', () => {
  it('shows Loading... while the snippet is on its way', () => {
    renderViewer([pending(endpoints.getRandomSnippet)]);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('shows the category, the text and the author of a random snippet, and records one view, once even in StrictMode', async () => {
    renderViewer([reply(endpoints.getRandomSnippet, seneca)], true);
    const card = await screen.findByRole('article', { name: 'Snippet by Seneca' });
    expect(within(card).getByText('Stoicism')).toBeTruthy();
    expect(within(card).getByText(seneca.text)).toBeTruthy();
    expect(within(card).getByText('— Seneca')).toBeTruthy();
    await waitFor(() => expect(viewsOf('s1')).toHaveLength(1));
    expect(draws()[0]?.search).toBe('');
  });

  it('says No snippets available when there are none (204)', async () => {
    renderViewer([empty(endpoints.getRandomSnippet)]);
    expect(await screen.findByText('No snippets available')).toBeTruthy();
    expect(sentRequests().some(({ method }) => method === 'POST')).toBe(false);
  });

  it('says Failed to fetch snippet when the call fails', async () => {
    renderViewer([fails(endpoints.getRandomSnippet, 500, messages.errors.internal)]);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.randomSnippet);
  });

  it('only logs a failed view record', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderViewer([reply(endpoints.getRandomSnippet, seneca), fails(endpoints.recordSnippetView, 500, messages.errors.internal)]);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to record snippet view', expect.anything()));
    expect(screen.getByRole('article', { name: 'Snippet by Seneca' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toggles the explanation as paragraphs; Refresh loads another snippet, excluding the one shown, and hides it', async () => {
    let drawn = 0;
    const { user } = renderViewer([http.get(randomPath, () => HttpResponse.json(drawn++ === 0 ? seneca : aristotle))]);
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
    expect(draws()[1]?.searchParams.get('exclude')).toBe('s1');
    // Aristotle has no explanation: no toggle at all.
    expect(screen.queryByRole('button', { name: /Tell Me More|Hide Explanation/ })).toBeNull();
    await waitFor(() => expect(viewsOf('s2')).toHaveLength(1));
    expect(viewsOf('s1')).toHaveLength(1);
  });

  it('hearts at once (aria-pressed), before the POST has answered', async () => {
    const { user } = renderViewer([reply(endpoints.getRandomSnippet, seneca), pending(endpoints.addFavourite)]);
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    const heart = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(sentRequests(endpoints.addFavourite).map(({ path }) => path)).toEqual(['/api/snippets/s1/favourite']);
  });

  it('takes a failed heart back and shows the toast Error / Failed to update favourite', async () => {
    const { user } = renderViewer([
      reply(endpoints.getRandomSnippet, aSnippet({ isFavourite: true })),
      fails(endpoints.removeFavourite, 500, messages.errors.internal),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByText(messages.errors.favouriteToggle)).toBeTruthy();
    expect(screen.getByText(messages.errors.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(sentRequests(endpoints.removeFavourite).map(({ path }) => path)).toEqual(['/api/snippets/s1/favourite']);
    expect(track).not.toHaveBeenCalled();
  });

  it('tracks snippet_favorited, then snippet_unfavorited, with the snippetId once each change is made', async () => {
    const { user } = renderViewer([
      reply(endpoints.getRandomSnippet, seneca),
      reply(endpoints.addFavourite, { isFavourite: true }),
      reply(endpoints.removeFavourite, { isFavourite: false }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(track).toHaveBeenCalledWith('snippet_favorited', { snippetId: 's1' }));
    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(track).toHaveBeenLastCalledWith('snippet_unfavorited', { snippetId: 's1' }));
    expect(track).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('#24.2 Refresh keeps the card and its buttons while the next snippet loads, keeps the focus on Refresh, and announces the new snippet', async () => {
    let answer: () => void = () => {};
    let drawn = 0;
    const { user } = renderViewer([
      http.get(randomPath, async () => {
        if (drawn++ > 0) await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(drawn === 1 ? seneca : aristotle);
      }),
    ]);
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    refresh.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(draws()).toHaveLength(2));
    // A quiet busy state: the same card, its heart and Refresh in place; no Loading... in its stead.
    const card = screen.getByRole('article', { name: 'Snippet by Seneca' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(document.activeElement).toBe(refresh);
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    // Pressed again meanwhile, it asks for nothing more.
    await user.keyboard('{Enter}');
    expect(draws()).toHaveLength(2);

    answer();
    const next = await screen.findByRole('article', { name: 'Snippet by Aristotle' });
    expect(next.getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' }));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(`New snippet: “${aristotle.text}” — Aristotle`);
    // The view of the new snippet is recorded once, and none more of the one shown meanwhile.
    await waitFor(() => expect(viewsOf('s2')).toHaveLength(1));
    expect(viewsOf('s1')).toHaveLength(1);
  });

  it('#24.2 a Refresh that fails keeps the focus on Refresh, beside the error', async () => {
    let drawn = 0;
    const { user } = renderViewer([
      http.get(randomPath, () =>
        drawn++ === 0 ? HttpResponse.json(seneca) : HttpResponse.json({ error: messages.errors.internal }, { status: 500 }),
      ),
    ]);
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    refresh.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.randomSnippet);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' }));
  });
});

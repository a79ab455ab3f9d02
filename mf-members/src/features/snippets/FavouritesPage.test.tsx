import { endpoints, messages } from '@nextlevel/bff/contract';
import {
  aMember,
  CurrentLocation,
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
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FavouritesPage from './FavouritesPage';
import { aSnippet } from './test-snippets';

afterEach(() => {
  resetShell();
  vi.restoreAllMocks();
});

const favourites = [
  aSnippet({ id: 'f1', isFavourite: true, text: 'Luck is what happens when preparation meets opportunity.' }),
  aSnippet({
    id: 'f2',
    isFavourite: true,
    text: 'The happiness of your life depends upon the quality of your thoughts.',
    authorName: 'Marcus Aurelius',
  }),
  aSnippet({
    id: 'f3',
    isFavourite: true,
    text: 'Knowing yourself is the beginning of all wisdom.',
    authorName: 'Aristotle',
    categoryName: 'Wisdom',
  }),
  aSnippet({
    id: 'f4',
    isFavourite: true,
    text: 'We suffer more often in imagination than in reality.',
    categoryName: 'Courage',
    detailed_explanation: 'Fear runs ahead.',
  }),
];

/** The page with the URL shown beside it, and a Back button as the browser has. */
function Harness() {
  const navigate = useNavigate();
  const [mounted, setMounted] = useState(true);
  return (
    <>
      {mounted ? <FavouritesPage /> : null}
      <CurrentLocation />
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => setMounted(!mounted)}>
        Toggle page
      </button>
    </>
  );
}

const renderFavourites = (network: ShellRenderOptions['network'], route = '/members/apps/snippets/favorites') =>
  renderWithShell(<Harness />, { path: '/members/apps/snippets/favorites', route, user: aMember(), network });

const list = reply(endpoints.listFavourites, favourites);
const cards = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
const summary = () => within(screen.getByRole('search', { name: 'Filter favorites' })).getByRole('status').textContent;
const location = () => screen.getByTestId('location').textContent;
const choose = async (user: ReturnType<typeof renderFavourites>['user'], label: string, option: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const optionsOf = async (user: ReturnType<typeof renderFavourites>['user'], label: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe('FavouritesPage', () => {
  it('shows Loading... and then the count and one card per favourite, newest first as served', async () => {
    renderFavourites([list]);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Favorites' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards()).toEqual(['Snippet by Seneca', 'Snippet by Marcus Aurelius', 'Snippet by Aristotle', 'Snippet by Seneca']);
    expect(summary()).toBe('4 favorites');
  });

  it('says so when there are no favourites yet', async () => {
    renderFavourites([reply(endpoints.listFavourites, [])]);
    expect(await screen.findByText('No favorites yet.')).toBeTruthy();
    expect(screen.getByText('Click the heart icon on any snippet to add it to your favorites!')).toBeTruthy();
  });

  it('says Failed to fetch favourites when the list cannot load', async () => {
    renderFavourites([fails(endpoints.listFavourites, 500, messages.errors.internal)]);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.favourites);
  });

  it('searches, filters cumulatively with options narrowed by the other filters, keeps it all in the URL, and resets', async () => {
    const { user } = renderFavourites([list]);
    await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.getByRole('button', { name: 'Reset filters' })).toHaveProperty('disabled', true);
    await choose(user, 'Author', 'Seneca');
    await waitFor(() => expect(summary()).toBe('2 favorites (filtered from 4)'));
    expect(location()).toBe('/members/apps/snippets/favorites?author=Seneca');
    expect(await optionsOf(user, 'Category')).toEqual(['All', 'Courage', 'Stoicism']);
    await choose(user, 'Category', 'Courage');
    await waitFor(() => expect(summary()).toBe('1 favorite (filtered from 4)'));
    expect(await optionsOf(user, 'Author')).toEqual(['All', 'Seneca']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'happiness');
    expect(await screen.findByText('No favorites match your filters.')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeTruthy();
    expect(location()).toBe('/members/apps/snippets/favorites?q=happiness&author=Seneca&category=Courage');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(summary()).toBe('4 favorites'));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(location()).toBe('/members/apps/snippets/favorites');
  });

  it('takes its filters from a shared link, and back puts the previous ones back', async () => {
    const { user } = renderFavourites([list], '/members/apps/snippets/favorites?q=LUCK');
    await waitFor(() => expect(cards()).toEqual(['Snippet by Seneca']));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('LUCK');
    expect(summary()).toBe('1 favorite (filtered from 4)');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(cards()).toEqual(['Snippet by Seneca']));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('LUCK');
  });

  it('opens an explanation on a card that has one', async () => {
    const { user } = renderFavourites([list]);
    await user.click(await screen.findByRole('button', { name: 'Tell Me More' }));
    expect(screen.getByText('Fear runs ahead.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Tell Me More|Hide Explanation/ })).toHaveLength(1);
  });

  it('removes an un-favourited card at once, before the DELETE has answered', async () => {
    const { user } = renderFavourites([list, pending(endpoints.removeFavourite)]);
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getAllByRole('button', { name: 'Remove from favourites' })[1]!);
    expect(cards()).toEqual(['Snippet by Seneca', 'Snippet by Aristotle', 'Snippet by Seneca']);
    expect(summary()).toBe('3 favorites');
  });

  it('puts a card back in its place with the toast Error / Failed to update favourite when un-favouriting fails', async () => {
    const { user } = renderFavourites([list, fails(endpoints.removeFavourite, 500, messages.errors.internal)]);
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getAllByRole('button', { name: 'Remove from favourites' })[1]!);
    expect(await screen.findByText(messages.errors.favouriteToggle)).toBeTruthy();
    expect(screen.getByText(messages.errors.title)).toBeTruthy();
    expect(cards()).toEqual(['Snippet by Seneca', 'Snippet by Marcus Aurelius', 'Snippet by Aristotle', 'Snippet by Seneca']);
  });

  it('loads the list again on each mount (product §7)', async () => {
    const { user } = renderFavourites([list]);
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Toggle page' }));
    await user.click(screen.getByRole('button', { name: 'Toggle page' }));
    await waitFor(() => expect(sentRequests(endpoints.listFavourites)).toHaveLength(2));
  });

  it('renders 120 favourites 50 at a time: Show more adds 50, a new search starts again from the first 50', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      aSnippet({ id: `m${i}`, isFavourite: true, text: `Quote ${i}`, authorName: `Author ${i % 2 === 0 ? 'Even' : 'Odd'}` }),
    );
    const { user } = renderFavourites([reply(endpoints.listFavourites, many)]);
    await waitFor(() => expect(cards()).toHaveLength(50));
    expect(summary()).toBe('120 favorites');
    await user.click(screen.getByRole('button', { name: 'Show more favorites' }));
    expect(cards()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more favorites' }));
    expect(cards()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Show more favorites' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'quote');
    await waitFor(() => expect(cards()).toHaveLength(50));
    expect(summary()).toBe('120 favorites (filtered from 120)');
  });

  it('#24.2 Reset filters gives the focus to the search box (the button disables itself)', async () => {
    const { user } = renderFavourites([list], '/members/apps/snippets/favorites?author=Seneca');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Reset filters' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
  });

  it('#24.2 un-hearting a card gives the focus to the heart of the card now in its place, then of the one before, then to the empty state', async () => {
    const { user } = renderFavourites([reply(endpoints.listFavourites, favourites.slice(0, 2)), pending(endpoints.removeFavourite)]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Remove from favourites' })[0]!);
    await waitFor(() => expect(cards()).toEqual(['Snippet by Marcus Aurelius']));
    const next = within(screen.getByRole('article', { name: 'Snippet by Marcus Aurelius' })).getByRole('button', {
      name: 'Remove from favourites',
    });
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Enter}');
    const empty = await screen.findByText('No favorites yet.');
    expect(document.activeElement?.contains(empty)).toBe(true);
  });

  it('#24.7 one error with Retry when the list cannot load; Retry loads it and gives the focus to the list', async () => {
    let attempts = 0;
    const { user } = renderFavourites([
      http.get(endpoints.listFavourites.path, () => (attempts++ === 0 ? HttpResponse.error() : HttpResponse.json(favourites))),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.errors.favourites);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Favorites' }));
  });

  it('#24.7 says so while the browser is offline', async () => {
    renderFavourites([list]);
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByText(messages.errors.offline)).toBeNull();
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(messages.errors.offline)).toBeTruthy();
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(messages.errors.offline)).toBeNull();
  });
});

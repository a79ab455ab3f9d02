import { messages, endpoints } from '@nextlevel/bff/contract';
import { aMember, dark, fails, narrow, offline, pending, type ScreenMeta, type ScreenStory, reply } from '@nextlevel/shell/stories';
import { expect, within } from 'storybook/test';
import { longFavourites, someFavourites } from './test-favourites';

const path = '/members/apps/snippets/favorites';

const meta = {
  title: 'Screens/Members/My Favorites',
  parameters: {
    screen: { path, user: aMember() },
    msw: { list: reply(endpoints.listFavourites, someFavourites()), heart: reply(endpoints.removeFavourite, { isFavourite: false }) },
  },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { list: pending(endpoints.listFavourites) } } };

export const NoFavouritesYet: ScreenStory = { parameters: { msw: { list: reply(endpoints.listFavourites, []) } } };

/** The list did not load: one error, with Retry (issue #24.7). */
export const Failure: ScreenStory = { parameters: { msw: { list: fails(endpoints.listFavourites, 500, messages.errors.internal) } } };

/** Offline: the notice says so, above the one error with its Retry (issue #24.7). */
export const OfflineFailure = offline({ parameters: { msw: { list: fails(endpoints.listFavourites, 503, messages.errors.unavailable) } } });

/** Offline with the list already there: the notice only. */
export const Offline = offline({});

/** A shared link with filters in it: "N favorites (filtered from M)". */
export const FilteredByLink: ScreenStory = { parameters: { screen: { path: `${path}?author=Seneca&category=Stoicism` } } };

export const FilteredBySearch: ScreenStory = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search' }), 'wisdom');
    await expect(await canvas.findByText('2 favorites (filtered from 12)')).toBeVisible();
  },
};

export const NoMatches: ScreenStory = { parameters: { screen: { path: `${path}?q=courage` } } };

export const ExplanationOpen: ScreenStory = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Tell Me More' }))[0]!);
    await canvas.findByRole('button', { name: 'Hide Explanation' });
  },
};

/** 300 favourites: 50 cards at first, more on scroll or Show more (issue #11). */
export const LongList: ScreenStory = { parameters: { msw: { list: reply(endpoints.listFavourites, someFavourites(300)) } } };

export const LongContent: ScreenStory = {
  parameters: { msw: { list: reply(endpoints.listFavourites, longFavourites()) } },
  play: ExplanationOpen.play,
};

/** Un-favouriting fails: the card comes back and the toast Error / "Failed to update favourite" shows (product §8). */
export const RemoveFails: ScreenStory = {
  parameters: { msw: { heart: fails(endpoints.removeFavourite, 500, messages.errors.internal) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Remove from favourites' }))[1]!);
    await within(canvasElement.ownerDocument.body).findByText(messages.errors.favouriteToggle);
  },
};

/** The last favourite removed: the list goes straight to its empty state. */
export const LastOneRemoved: ScreenStory = {
  parameters: {
    msw: {
      list: reply(endpoints.listFavourites, someFavourites(1)),
      // A change that happened is tracked (product §7): the visit, its entry page view, the event.
      analytics: [
        reply(endpoints.startVisit, { id: 'b7e2c9d4-3f1a-4e6b-8c5d-2a9f0e1b7c3d' }),
        reply(endpoints.recordPageView, undefined),
        reply(endpoints.recordEvent, undefined),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove from favourites' }));
    await canvas.findByText('No favorites yet.');
  },
};

export const Narrow = narrow(LongContent);

/** On a phone the filters fold behind "Filters (2 set)" beside the count, so the first card shows (issue #24.13). */
export const NarrowFiltered = narrow(FilteredByLink);

/** …and unfolded. */
export const NarrowFiltersOpen = narrow({
  ...FilteredByLink,
  play: async ({ canvas, userEvent }) => {
    // The disclosure exists only on a phone (the check opens a narrow story wide first).
    const toggle = await canvas.findByText('Filters (2 set)');
    if (toggle.checkVisibility()) await userEvent.click(toggle);
  },
} satisfies ScreenStory);

export const NarrowOfflineFailure = narrow(OfflineFailure);

export const NarrowNoFavouritesYet = narrow(NoFavouritesYet);

export const Dark = dark(ExplanationOpen);

export const DarkFailure = dark(Failure);

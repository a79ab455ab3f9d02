import { messages, endpoints } from '@nextlevel/bff/contract';
import {
  aMember,
  dark,
  empty,
  fails,
  http,
  HttpResponse,
  narrow,
  pending,
  type ScreenMeta,
  type ScreenStory,
  reply,
} from '@nextlevel/shell/stories';
import { expect, within } from 'storybook/test';
import { aSnippet } from './test-snippets';

const long = aSnippet({
  text: 'It is not that we have a short time to live, but that we waste a great deal of it. Life is long enough, and a sufficiently generous amount has been given to us for the highest achievements if it were all well invested. '.repeat(
    3,
  ),
  authorName: 'Lucius Annaeus Seneca the Younger, Stoic philosopher, statesman and dramatist',
  categoryName: 'Stoicism and the shortness of life',
  detailed_explanation: Array.from({ length: 6 }, (_, i) =>
    `Paragraph ${i + 1}. Seneca argues that time is the one possession we squander without noticing, because it is invisible. `.repeat(4),
  ).join('\n\n'),
});

const meta = {
  title: 'Screens/Members/Snippet viewer',
  parameters: {
    screen: { path: '/members/apps/snippets', user: aMember() },
    msw: { view: reply(endpoints.recordSnippetView, undefined), random: reply(endpoints.getRandomSnippet, aSnippet()) },
  },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { random: pending(endpoints.getRandomSnippet) } } };

/**
 * Refresh pressed on a slow API (issue #24.2): the card, its heart and Refresh stay where they were,
 * quietly busy, and the focus stays on Refresh. The first draw answers; the next (?exclude=) is held.
 */
export const NextLoading: ScreenStory = {
  parameters: {
    msw: {
      random: [
        // Returning nothing hands the request on to the next handler: the held one.
        http.get(endpoints.getRandomSnippet.path, ({ request }) =>
          new URL(request.url).searchParams.has('exclude') ? undefined : HttpResponse.json(aSnippet()),
        ),
        pending(endpoints.getRandomSnippet),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const refresh = await canvas.findByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await expect(await canvas.findByRole('article', { name: 'Snippet by Seneca' })).toHaveAttribute('aria-busy', 'true');
    await expect(refresh).toHaveFocus();
  },
};

export const LongContent: ScreenStory = {
  parameters: { msw: { random: reply(endpoints.getRandomSnippet, long) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tell Me More' }));
  },
};

export const NoSnippets: ScreenStory = { parameters: { msw: { random: empty(endpoints.getRandomSnippet) } } };

export const Failure: ScreenStory = { parameters: { msw: { random: fails(endpoints.getRandomSnippet, 500, messages.errors.internal) } } };

/** The heart given: POST answers, and the change is tracked (product §7: visit, entry page view, event). */
export const FavouriteOn: ScreenStory = {
  parameters: {
    msw: {
      heart: reply(endpoints.addFavourite, { isFavourite: true }),
      analytics: [
        reply(endpoints.startVisit, { id: 'b7e2c9d4-3f1a-4e6b-8c5d-2a9f0e1b7c3d' }),
        reply(endpoints.recordPageView, undefined),
        reply(endpoints.recordEvent, undefined),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to favourites' }));
    await canvas.findByRole('button', { name: 'Remove from favourites' });
  },
};

/** The heart fails: it empties again and the toast Error / "Failed to update favourite" shows (product §8). */
export const FavouriteFails: ScreenStory = {
  parameters: { msw: { heart: fails(endpoints.addFavourite, 500, messages.errors.internal) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to favourites' }));
    await within(canvasElement.ownerDocument.body).findByText(messages.errors.favouriteToggle);
  },
};

export const Narrow = narrow(LongContent);

export const NarrowNextLoading = narrow(NextLoading);

export const NarrowFavouriteFails = narrow(FavouriteFails);

export const Dark = dark(Filled);

export const DarkFailure = dark(Failure);

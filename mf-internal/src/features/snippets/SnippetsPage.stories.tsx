import { endpoints, messages, TOTAL_COUNT_HEADER, type Author, type Category, type SnippetListItem } from '@nextlevel/bff/contract';
import { aStaffUser, dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const authors: Author[] = [
  { id: 'a-seneca', name: 'Seneca' },
  { id: 'a-aristotle', name: 'Aristotle' },
];
const categories: Category[] = [
  { id: 'c-stoicism', category: 'Stoicism' },
  { id: 'c-wisdom', category: 'Wisdom' },
];
const snippets: SnippetListItem[] = [
  {
    id: 's1',
    text: 'We suffer more often in imagination than in reality.',
    authorName: 'Seneca',
    categoryName: 'Stoicism',
    detailed_explanation: 'Fear runs ahead of facts.',
  },
  {
    id: 's2',
    text: 'Luck is what happens when preparation meets opportunity.',
    authorName: 'Seneca',
    categoryName: 'Wisdom',
    detailed_explanation: null,
  },
  {
    id: 's3',
    text: 'Knowing yourself is the beginning of all wisdom.',
    authorName: 'Aristotle',
    categoryName: 'Wisdom',
    detailed_explanation: null,
  },
];
const longSnippets: SnippetListItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `long-${i}`,
  text: 'It is not that we have a short time to live, but that we waste a great deal of it; life is long enough if it is well invested. '.repeat(
    i % 3 === 0 ? 4 : 1,
  ),
  authorName: i % 2 ? 'Lucius Annaeus Seneca the Younger, Stoic philosopher and statesman' : 'Aristotle',
  categoryName: i % 2 ? 'Stoicism and the shortness of life' : 'Wisdom',
  detailed_explanation: i % 4 === 0 ? 'An explanation.' : null,
}));

const list = (items: SnippetListItem[], total = items.length) =>
  reply(endpoints.listInternalSnippets, items, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });

const meta = {
  title: 'Screens/Internal/Snippets',
  parameters: {
    screen: { path: '/internal/snippets', user: aStaffUser() },
    msw: {
      list: list(snippets),
      authors: reply(endpoints.searchAuthorOptions, authors),
      categories: reply(endpoints.searchCategoryOptions, categories),
      // A filter from a link names its choice by id.
      author: reply(endpoints.getInternalAuthor, authors[0]!),
      category: reply(endpoints.getInternalCategory, categories[1]!),
    },
  },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { list: pending(endpoints.listInternalSnippets) } } };

export const NoSnippets: ScreenStory = { parameters: { msw: { list: list([]) } } };

export const NoneMatchTheFilters: ScreenStory = {
  parameters: { screen: { path: '/internal/snippets?q=courage&category=c-wisdom' }, msw: { list: list([]) } },
};

export const LongContent: ScreenStory = { parameters: { msw: { list: list(longSnippets, 1234) } } };

export const Failure: ScreenStory = { parameters: { msw: { list: fails(endpoints.listInternalSnippets, 500, messages.errors.internal) } } };

const page = () => within(document.body);

/** Issue #24: the Author filter searched by name, All first while nothing is typed. */
export const AuthorFilterOpen: ScreenStory = {
  play: async () => {
    const picker = () => page().getByRole('combobox', { name: 'Author' });
    await waitFor(() => expect(picker()).toBeEnabled());
    picker().focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(
        page()
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Seneca', 'Aristotle']),
    );
  },
};

/** A link's filters: their names asked of the bff by id. */
export const FilteredFromALink: ScreenStory = {
  parameters: {
    screen: { path: '/internal/snippets?author=a-seneca&category=c-wisdom' },
    msw: {
      list: list(snippets.slice(1, 2)),
      author: reply(endpoints.getInternalAuthor, authors[0]!),
      category: reply(endpoints.getInternalCategory, categories[1]!),
    },
  },
  play: async () => {
    await waitFor(() => expect(page().getByRole('combobox', { name: 'Author' })).toHaveValue('Seneca'));
  },
};

export const Narrow = narrow(LongContent);
export const NarrowAuthorFilterOpen = narrow(AuthorFilterOpen);

export const Dark = dark(Filled);

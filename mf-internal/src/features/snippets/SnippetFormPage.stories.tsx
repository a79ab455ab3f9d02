import {
  endpoints,
  EXPLANATION_STREAM_EVENTS,
  messages,
  NEXT_CURSOR_HEADER,
  OPTIONS_PAGE,
  SNIPPET_TEXT_MAX,
  TOTAL_COUNT_HEADER,
  type Author,
  type Category,
  type ExplanationChunkEvent,
  type ExplanationDoneEvent,
  type SnippetForEditNamed,
} from '@nextlevel/bff/contract';
import {
  aStaffUser,
  dark,
  delay,
  fails,
  hold,
  http,
  HttpResponse,
  narrow,
  pending,
  pickOption,
  reply,
  type ScreenMeta,
  type ScreenStory,
} from '@nextlevel/shell/stories';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const authors: Author[] = [
  { id: 'a-seneca', name: 'Seneca' },
  { id: 'a-marcus', name: 'Marcus Aurelius' },
  { id: 'a-angelou', name: 'Maya Angelou' },
];
const categories: Category[] = [
  { id: 'c-stoicism', category: 'Stoicism' },
  { id: 'c-wisdom', category: 'Wisdom' },
  { id: 'c-courage', category: 'Courage' },
];
const defaultPrompt =
  'Explain this quote to a member who is new to it: what it means, where it comes from, and one way to apply it at work this week. Keep it under 200 words.';
const stored: SnippetForEditNamed = {
  text: 'Luck is what happens when preparation meets opportunity.',
  authorId: 'a-seneca',
  categoryId: 'c-wisdom',
  authorName: 'Seneca',
  categoryName: 'Wisdom',
  detailed_explanation:
    'Seneca reminds us that what looks like luck is usually readiness meeting a chance. Practise the skills your next role needs now, so that when the opening comes you can take it.',
};
const explanation = [
  'Seneca wrote to his friend Lucilius about living deliberately. ',
  'Here he says that what we call luck is rarely an accident: ',
  'the chance arrives for everyone, but only the prepared can use it. ',
  'This week, pick one skill your next project needs and practise it for twenty minutes a day.',
];

const page = () => within(document.body);

/** 5,000 authors (issue #24): the Author picker's search over them, as the bff answers it, a page at a time. */
const manyAuthors: Author[] = Array.from({ length: 5_000 }, (_, i) => ({
  id: `a-${i + 1}`,
  name: `${['Ada', 'Marcus', 'Maya', 'Lucius', 'Zeno'][i % 5]} ${['Okafor', 'Tanaka', 'Novak', 'Silva'][i % 4]} ${i + 1}`,
}));
const authorSearch = (all: Author[], { held = false } = {}) =>
  http.get(endpoints.searchAuthorOptions.path, async ({ request, requestId }) => {
    const params = new URL(request.url).searchParams;
    const search = params.get('search')?.toLowerCase() ?? '';
    if (search && held) await hold(requestId);
    const found = all.filter((a) => a.name.toLowerCase().includes(search));
    const from = Number(params.get('cursor') ?? 0);
    const headers: Record<string, string> = from + OPTIONS_PAGE < found.length ? { [NEXT_CURSOR_HEADER]: String(from + OPTIONS_PAGE) } : {};
    return HttpResponse.json(found.slice(from, from + OPTIONS_PAGE) satisfies Author[], { headers });
  });
const authorPicker = () => page().getByRole('combobox', { name: /^Author/ });
/** Opens the Author picker (once its code and first page are there) and types `text`. */
const searchAuthors = async (text = '') => {
  await waitFor(() => expect(authorPicker()).toBeEnabled());
  authorPicker().focus();
  await userEvent.keyboard('{ArrowDown}');
  await page().findAllByRole('option');
  if (text) await userEvent.keyboard(text);
};
const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The explanation route answering an event stream (issue #12): the pieces one by one, then `done` unless `open`. */
const explanationStream = ({ open = false } = {}) =>
  http.post(endpoints.generateExplanation.path, () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const text of explanation) {
          controller.enqueue(sse(EXPLANATION_STREAM_EVENTS.chunk, { text } satisfies ExplanationChunkEvent));
          await delay(120);
        }
        if (open) return; // still generating: the stream stays open
        controller.enqueue(sse(EXPLANATION_STREAM_EVENTS.done, { explanation: explanation.join('') } satisfies ExplanationDoneEvent));
        controller.close();
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });

/** Fills the new snippet: text, author, category (the prompt builds itself). */
const fill = async (text = 'We suffer more often in imagination than in reality.') => {
  await userEvent.click(await page().findByRole('textbox', { name: /^Snippet Text/ }));
  await userEvent.paste(text);
  await pickOption(/^Author/, 'Seneca');
  await pickOption(/^Category/, 'Stoicism');
};
const button = (name: string) => page().getByRole('button', { name });

const meta = {
  title: 'Screens/Internal/Snippet form',
  parameters: {
    screen: { path: '/internal/snippets/new', user: aStaffUser() },
    msw: {
      authors: reply(endpoints.searchAuthorOptions, authors),
      categories: reply(endpoints.searchCategoryOptions, categories),
      prompt: reply(endpoints.getDefaultPrompt, { value: defaultPrompt }),
      ai: reply(endpoints.getAiStatus, { configured: true }),
    },
  },
} satisfies ScreenMeta;
export default meta;

export const NewSnippet: ScreenStory = {};

export const OptionsLoading: ScreenStory = {
  parameters: { msw: { authors: pending(endpoints.searchAuthorOptions), categories: pending(endpoints.searchCategoryOptions) } },
  play: async () => {
    await waitFor(() => expect(authorPicker()).toBeEnabled());
    authorPicker().focus();
    await userEvent.keyboard('{ArrowDown}');
    await page().findByText('Loading…', { selector: 'div:not([aria-live])' });
  },
};

/** Issue #24: 5,000 authors; the picker opens on the first page, drawn a window at a time. */
export const ManyAuthors: ScreenStory = {
  parameters: { msw: { authors: authorSearch(manyAuthors) } },
  play: async () => {
    await searchAuthors();
    await expect(page().getAllByRole('option').length).toBeLessThan(30);
  },
};

/** Typing narrows through the bff: the last options stay, busy, until the answer comes. */
export const SearchingAuthors: ScreenStory = {
  parameters: { msw: { authors: authorSearch(manyAuthors, { held: true }) } },
  play: async () => {
    await searchAuthors('okafor 12');
    await waitFor(() => expect(page().getByRole('listbox')).toHaveAttribute('aria-busy', 'true'));
  },
};

export const AuthorsFound: ScreenStory = {
  parameters: { msw: { authors: authorSearch(manyAuthors) } },
  play: async () => {
    await searchAuthors('okafor 12');
    await waitFor(() =>
      expect(
        page()
          .getAllByRole('option')
          .every((o) => /okafor 12/i.test(o.textContent ?? '')),
      ).toBe(true),
    );
  },
};

export const NoMatchingAuthors: ScreenStory = {
  parameters: { msw: { authors: authorSearch(manyAuthors) } },
  play: async () => {
    await searchAuthors('nobody at all');
    await page().findByText('No matches', { selector: 'div:not([aria-live])' });
  },
};

export const Filled: ScreenStory = {
  play: async () => {
    await fill();
    await expect(button('Create Snippet')).toBeEnabled();
  },
};

export const TextTooLong: ScreenStory = {
  play: async () => {
    await fill('Begin at once to live, and count each separate day as a separate life. '.repeat(72).slice(0, SNIPPET_TEXT_MAX + 1));
    await userEvent.click(button('Create Snippet'));
    await page().findByText(messages.validation.snippetTextTooLong);
  },
};

/** #24.5: on an empty form Generate is disabled, its reason beside it (no toast). */
export const GenerateNeedsAPrompt: ScreenStory = {
  play: async () => {
    await expect(await page().findByRole('button', { name: /Generate Explanation/ })).toBeDisabled();
    await page().findByText(/Fill in the quote, author and category to build the prompt/);
  },
};

/** #24.4: a prompt edited by hand stays as written when the quote changes; Rebuild prompt builds it again. */
export const RebuildPrompt: ScreenStory = {
  play: async () => {
    await fill();
    const prompt = page().getByRole<HTMLTextAreaElement>('textbox', { name: /^Prompt/ });
    await waitFor(() => expect(prompt.value).toContain('Seneca'));
    await userEvent.click(prompt);
    await userEvent.keyboard('{Control>}{End}{/Control} Answer in French.');
    await userEvent.type(page().getByRole('textbox', { name: /^Snippet Text/ }), ' Truly.');
    await expect(prompt.value).toContain('Answer in French.');
    await page().findByRole('button', { name: 'Rebuild prompt' });
  },
};

/** #24.4: Cancel with unsaved changes asks first. */
export const UnsavedChanges: ScreenStory = {
  play: async () => {
    await fill();
    await userEvent.click(page().getByRole('link', { name: 'Cancel' }));
    await page().findByRole('dialog', { name: 'Discard unsaved changes?' });
  },
};

export const Saving: ScreenStory = {
  parameters: { msw: { save: pending(endpoints.createSnippet) } },
  play: async () => {
    await fill();
    await userEvent.click(button('Create Snippet'));
    await page().findByRole('button', { name: 'Saving...' });
  },
};

export const SaveFailed: ScreenStory = {
  parameters: { msw: { save: fails(endpoints.createSnippet, 500, messages.errors.saveSnippet) } },
  play: async () => {
    await fill();
    await userEvent.click(button('Create Snippet'));
    await page().findByText(messages.errors.saveSnippet);
  },
};

export const Created: ScreenStory = {
  parameters: {
    msw: {
      save: reply(endpoints.createSnippet, {
        id: 's-new',
        text: 'We suffer more often in imagination than in reality.',
        authorName: 'Seneca',
        categoryName: 'Stoicism',
        detailed_explanation: null,
      }),
      list: reply(endpoints.listInternalSnippets, [], { headers: { [TOTAL_COUNT_HEADER]: '0' } }),
    },
  },
  play: async () => {
    await fill();
    await userEvent.click(button('Create Snippet'));
    await page().findByText(messages.success.snippetCreated);
  },
};

export const Generating: ScreenStory = {
  parameters: { msw: { generate: explanationStream({ open: true }) } },
  play: async () => {
    await fill();
    await userEvent.click(button('Generate Explanation'));
    const box = await page().findByRole<HTMLTextAreaElement>('textbox', { name: /^Generated Explanation/ });
    await expect(await page().findByRole('button', { name: 'Generating...' })).toBeDisabled();
    await waitFor(() => expect(box.value).toContain('This week'));
  },
};

export const ExplanationGenerated: ScreenStory = {
  parameters: { msw: { generate: explanationStream() } },
  play: async () => {
    await fill();
    await userEvent.click(button('Generate Explanation'));
    await page().findByText(messages.success.explanationGenerated);
  },
};

/** #24.5: said on the form, Generate disabled with the reason; the explanation can still be written. */
export const AiNotConfigured: ScreenStory = {
  parameters: { msw: { ai: reply(endpoints.getAiStatus, { configured: false }) } },
  play: async () => {
    await fill();
    await page().findByText(messages.errors.aiNotConfigured);
    await expect(button('Generate Explanation')).toBeDisabled();
  },
};

/** A generation the bff refuses (its rate limit, the service away): the error toast, at the top, off the buttons. */
export const GenerateFailed: ScreenStory = {
  parameters: { msw: { generate: fails(endpoints.generateExplanation, 502, messages.errors.aiFailed) } },
  play: async () => {
    await fill();
    await userEvent.click(button('Generate Explanation'));
    await page().findByText(messages.errors.aiFailed);
  },
};

const edit = { screen: { path: '/internal/snippets/s2/edit' } };

export const EditSnippet: ScreenStory = { parameters: { ...edit, msw: { snippet: reply(endpoints.getInternalSnippet, stored) } } };

export const EditLoading: ScreenStory = { parameters: { ...edit, msw: { snippet: pending(endpoints.getInternalSnippet) } } };

export const EditLoadFailed: ScreenStory = {
  parameters: { ...edit, msw: { snippet: fails(endpoints.getInternalSnippet, 404, messages.snippets.notFound) } },
};

export const EditLongText: ScreenStory = {
  parameters: {
    ...edit,
    msw: {
      authors: reply(endpoints.searchAuthorOptions, [
        ...authors,
        { id: 'a-long', name: 'Lucius Annaeus Seneca the Younger, Stoic philosopher, statesman and dramatist' },
      ]),
      snippet: reply(endpoints.getInternalSnippet, {
        text: 'It is not that we have a short time to live, but that we waste a great deal of it. Life is long enough, and a sufficiently generous amount has been given to us for the highest achievements if it were all well invested. '.repeat(
          3,
        ),
        authorId: 'a-long',
        categoryId: 'c-stoicism',
        authorName: 'Lucius Annaeus Seneca the Younger, Stoic philosopher, statesman and dramatist',
        categoryName: 'Stoicism',
        detailed_explanation: `${stored.detailed_explanation} `.repeat(8),
      }),
    },
  },
};

export const Narrow = narrow(Filled);
export const NarrowAiNotConfigured = narrow(AiNotConfigured);
export const NarrowUnsavedChanges = narrow(UnsavedChanges);
export const NarrowManyAuthors = narrow(ManyAuthors);
export const NarrowEdit = narrow(EditLongText);
export const Dark = dark(Generating);
export const DarkEdit = dark(EditSnippet);

import { endpoints, messages } from '@nextlevel/bff/contract';
import { dismissToast } from '@nextlevel/design-system';
import {
  aStaffUser,
  bodySentTo,
  fails,
  fakeNetwork,
  findLocation,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPrompt } from './build-prompt';
import { fakeInternalApi, manyAuthors, type FakeRoute } from './fake-internal-api';
import SnippetFormPage from './SnippetFormPage';

// Toasts live in a module-wide store: one test's toast must not answer the next test's query.
afterEach(() => {
  resetShell();
  dismissToast();
});

/** The fake's routes as msw serves them to the page. */
const served = ({ routes }: { routes: FakeRoute[] }) =>
  routes.map(({ definition, answer }) =>
    http.get(definition.path, ({ request }) => {
      const { status, body, headers } = answer(new URL(request.url));
      return HttpResponse.json(body, { status, headers });
    }),
  );
type Network = ReturnType<typeof served>;

const DEFAULT_PROMPT = 'Explain the quote above.';
const settings = [reply(endpoints.getDefaultPrompt, { value: DEFAULT_PROMPT }), reply(endpoints.getAiStatus, { configured: true })];
const base: Network = [...served(fakeInternalApi()), ...settings];
const stored = { text: 'Luck is what happens when preparation meets opportunity.', authorId: 'a-seneca', categoryId: 'c-wisdom' };
/** What a save answers: the snippet's list card. */
const card = { id: 's2', text: stored.text, authorName: 'Seneca', categoryName: 'Wisdom', detailed_explanation: null };

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The explanation route answering an event stream that the test feeds; the requests it got. */
function streamed() {
  let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
  const requests: Request[] = [];
  const handler = http.post(endpoints.generateExplanation.path, ({ request }) => {
    requests.push(request);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
        // As fetch does: an abort errors the body being read.
        request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { handler, requests, send: (bytes: Uint8Array) => feed!.enqueue(bytes), end: () => feed!.close() };
}

/** The form with a button that closes and opens it again, as leaving and coming back does. */
function Toggle() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? <SnippetFormPage /> : null}
      <button type="button" onClick={() => setOpen(!open)}>
        Toggle form
      </button>
    </>
  );
}

const renderNew = (network: Network = base) =>
  renderWithShell(<SnippetFormPage />, { path: '/internal/snippets/new', user: aStaffUser(), network });
const renderEdit = (network: Network, id = 's2') =>
  renderWithShell(<SnippetFormPage />, {
    path: '/internal/snippets/:snippetId/edit',
    route: `/internal/snippets/${id}/edit`,
    user: aStaffUser(),
    network,
  });

type User = ReturnType<typeof renderNew>['user'];
const box = (name: RegExp) => screen.getByRole<HTMLTextAreaElement>('textbox', { name });
const submit = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const picker = (label: RegExp) => screen.getByRole<HTMLInputElement>('combobox', { name: label });
const choose = async (user: User, label: RegExp, option: string) => {
  await waitFor(() => expect(picker(label).disabled).toBe(false));
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const fill = async (user: User) => {
  await user.type(box(/^Snippet Text/), stored.text);
  await choose(user, /^Author/, 'Seneca');
  await choose(user, /^Category/, 'Wisdom');
};
const builtPrompt = (text = stored.text) =>
  buildPrompt({ text, authorName: 'Seneca', categoryName: 'Wisdom', defaultPrompt: DEFAULT_PROMPT });

describe('SnippetFormPage: New Snippet', () => {
  it('shows the fields of product §2, with Create Snippet disabled until text, author and category are set', async () => {
    const { user } = renderNew(base);
    expect(screen.getByRole('heading', { level: 1, name: 'New Snippet' })).toBeTruthy();
    expect(box(/^Snippet Text/).getAttribute('rows')).toBe('4');
    expect(box(/^Prompt/).getAttribute('rows')).toBe('15');
    expect(screen.getByRole('heading', { name: 'AI Explanation (Optional)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/internal/snippets');
    expect(submit('Create Snippet').disabled).toBe(true);
    await user.type(box(/^Snippet Text/), 'Text');
    await choose(user, /^Author/, 'Seneca');
    expect(submit('Create Snippet').disabled).toBe(true);
    await choose(user, /^Category/, 'Wisdom');
    expect(submit('Create Snippet').disabled).toBe(false);
    await user.clear(box(/^Snippet Text/));
    expect(submit('Create Snippet').disabled).toBe(true);
  });

  it('builds the prompt once all are chosen and rebuilds it on each change while it is not edited (product §4)', async () => {
    const { user } = renderNew(base);
    await user.type(box(/^Snippet Text/), stored.text);
    await choose(user, /^Author/, 'Seneca');
    expect(box(/^Prompt/).value).toBe('');
    await choose(user, /^Category/, 'Wisdom');
    expect(box(/^Prompt/).value).toBe(builtPrompt());
    await user.type(box(/^Snippet Text/), '!');
    expect(box(/^Prompt/).value).toBe(builtPrompt(`${stored.text}!`));
    expect(screen.queryByRole('button', { name: 'Rebuild prompt' })).toBeNull();
  });

  it('#24.4 keeps a prompt edited by hand when the quote changes, and offers Rebuild prompt to build it again', async () => {
    const { user } = renderNew(base);
    await fill(user);
    await user.type(box(/^Prompt/), ' In French.');
    await user.type(box(/^Snippet Text/), '!');
    expect(box(/^Prompt/).value).toBe(`${builtPrompt()} In French.`);
    await choose(user, /^Author/, 'Aristotle');
    expect(box(/^Prompt/).value).toBe(`${builtPrompt()} In French.`);
    await user.click(screen.getByRole('button', { name: 'Rebuild prompt' }));
    const rebuilt = buildPrompt({
      text: `${stored.text}!`,
      authorName: 'Aristotle',
      categoryName: 'Wisdom',
      defaultPrompt: DEFAULT_PROMPT,
    });
    expect(box(/^Prompt/).value).toBe(rebuilt);
    expect(screen.queryByRole('button', { name: 'Rebuild prompt' })).toBeNull();
    // Following the fields again.
    await user.type(box(/^Snippet Text/), '?');
    expect(box(/^Prompt/).value).toContain(`${stored.text}!?`);
  });

  it('creates the snippet without an empty explanation, toasts Snippet created successfully and goes back to the list', async () => {
    const { user } = renderNew([reply(endpoints.createSnippet, { ...card, id: 'new' }), ...base]);
    await fill(user);
    await user.click(submit('Create Snippet'));
    expect(await screen.findByText(messages.success.snippetCreated)).toBeTruthy();
    expect(await findLocation()).toBe('/internal/snippets');
    expect(bodySentTo(endpoints.createSnippet)).toEqual(stored);
  });

  it('reads Saving... while saving', async () => {
    const { user } = renderNew([pending(endpoints.createSnippet), ...base]);
    await fill(user);
    await user.click(submit('Create Snippet'));
    expect(submit('Saving...').disabled).toBe(true);
  });

  it("toasts Error with the server's message, or Failed to save snippet", async () => {
    const { user } = renderNew([fails(endpoints.createSnippet, 404, messages.internal.authorNotFound), ...base]);
    await fill(user);
    await user.click(submit('Create Snippet'));
    expect(await screen.findByText(messages.internal.authorNotFound)).toBeTruthy();
    expect(screen.getByText(messages.errors.title)).toBeTruthy();
    fakeNetwork(
      http.post(endpoints.createSnippet.path, () => HttpResponse.error()),
      ...base,
    );
    await user.click(submit('Create Snippet'));
    expect(await screen.findByText(messages.errors.saveSnippet)).toBeTruthy();
  });
});

describe('SnippetFormPage: Edit Snippet', () => {
  const named = { authorName: 'Seneca', categoryName: 'Wisdom' };
  const snippet = reply(endpoints.getInternalSnippet, { ...stored, ...named, detailed_explanation: 'Be ready.' });

  it('loads the snippet, fills every field and builds its prompt', async () => {
    renderEdit([snippet, ...base]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Snippet' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(box(/^Snippet Text/).value).toBe(stored.text));
    await waitFor(() => expect(picker(/^Author/).value).toBe('Seneca'));
    expect(picker(/^Category/).value).toBe('Wisdom');
    expect(box(/^Generated Explanation/).value).toBe('Be ready.');
    expect(box(/^Generated Explanation/).getAttribute('rows')).toBe('15');
    await waitFor(() => expect(box(/^Prompt/).value).toBe(builtPrompt()));
  });

  it('updates it with its explanation, toasts Snippet updated successfully and goes back to the list', async () => {
    const { user } = renderEdit([snippet, reply(endpoints.updateSnippet, { ...card, detailed_explanation: 'Be ready. Now.' }), ...base]);
    await waitFor(() => expect(box(/^Snippet Text/).value).toBe(stored.text));
    await user.type(box(/^Generated Explanation/), ' Now.');
    await waitFor(() => expect(submit('Update Snippet').disabled).toBe(false));
    await user.click(submit('Update Snippet'));
    expect(await screen.findByText(messages.success.snippetUpdated)).toBeTruthy();
    expect(await findLocation()).toBe('/internal/snippets');
    expect(sentRequests(endpoints.updateSnippet).map(({ path, body }) => [path, body])).toEqual([
      ['/api/internal/snippets/s2/update', { ...stored, explanation: 'Be ready. Now.' }],
    ]);
  });

  it('loads the snippet afresh each time the form opens, never showing an old copy', async () => {
    let version = 0;
    const { user } = renderWithShell(<Toggle />, {
      path: '/internal/snippets/:snippetId/edit',
      route: '/internal/snippets/s2/edit',
      user: aStaffUser(),
      network: [
        http.get(endpoints.getInternalSnippet.path, () =>
          HttpResponse.json({ ...stored, ...named, text: `Version ${++version}`, detailed_explanation: null }),
        ),
        ...base,
      ],
    });
    await waitFor(() => expect(box(/^Snippet Text/).value).toBe('Version 1'));
    await user.click(screen.getByRole('button', { name: 'Toggle form' }));
    await user.click(screen.getByRole('button', { name: 'Toggle form' }));
    await waitFor(() => expect(box(/^Snippet Text/).value).toBe('Version 2'));
  });

  it("shows the server's message for a snippet that does not exist", async () => {
    renderEdit([fails(endpoints.getInternalSnippet, 404, messages.snippets.notFound), ...base], 'gone');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.snippets.notFound);
    expect(screen.getByRole('link', { name: 'Back to Snippets' }).getAttribute('href')).toBe('/internal/snippets');
  });
});

describe('SnippetFormPage: the Author and Category pickers with thousands of options (issue #24)', () => {
  const thousands = () => fakeInternalApi(undefined, undefined, manyAuthors(5_000));
  const withPrompt = (api: ReturnType<typeof thousands>) => [...served(api), ...settings];

  it('asks the bff for one page of authors, never the whole list, and draws at most a window of options', async () => {
    const api = thousands();
    const { user } = renderNew(withPrompt(api));
    await waitFor(() => expect(picker(/^Author/).disabled).toBe(false));
    await user.click(picker(/^Author/));
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(5));
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(30);
    expect(api.calls.authors).toEqual([]);
    expect(api.calls.authorSearch).toEqual(['']);
  });

  it('narrows the authors through the bff as a name is typed, once typing pauses, and keeps what it found', async () => {
    const api = thousands();
    const { user } = renderWithShell(<Toggle />, { path: '/internal/snippets/new', user: aStaffUser(), network: withPrompt(api) });
    await waitFor(() => expect(picker(/^Author/).disabled).toBe(false));
    await user.click(picker(/^Author/));
    // The keys come without pauses (user-event's own pause is a timer, which a busy machine made
    // longer than the debounce): one search for the whole name.
    await userEvent.setup({ delay: null }).keyboard('4242');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Author 4242']));
    expect(api.calls.authorSearch).toEqual(['', '?search=4242']);
    await user.click(screen.getByRole('option', { name: 'Author 4242' }));
    expect(picker(/^Author/).value).toBe('Author 4242');
    // Leaving the form and coming back asks nothing again.
    await user.click(screen.getByRole('button', { name: 'Toggle form' }));
    await user.click(screen.getByRole('button', { name: 'Toggle form' }));
    await waitFor(() => expect(picker(/^Author/).disabled).toBe(false));
    expect(api.calls.authorSearch).toEqual(['', '?search=4242']);
  });

  it('says No matches when no author holds the text', async () => {
    const { user } = renderNew(withPrompt(thousands()));
    await waitFor(() => expect(picker(/^Author/).disabled).toBe(false));
    await user.click(picker(/^Author/));
    await user.keyboard('nobody');
    expect(await screen.findByText('No matches', { selector: 'div:not([aria-live])' })).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('shows the edited snippet\u2019s author by name at once, however far down the list, without asking for every author', async () => {
    const api = thousands();
    renderEdit([
      reply(endpoints.getInternalSnippet, {
        ...stored,
        authorId: 'a-004999',
        authorName: 'Author 4999',
        categoryName: 'Wisdom',
        detailed_explanation: null,
      }),
      ...withPrompt(api),
    ]);
    await waitFor(() => expect(picker(/^Author/).value).toBe('Author 4999'));
    expect(picker(/^Category/).value).toBe('Wisdom');
    expect(api.calls.authors).toEqual([]);
    await waitFor(() => expect(box(/^Prompt/).value).toContain('Author 4999'));
  });
});

describe('SnippetFormPage: the streamed explanation', () => {
  it('appends chunks as they arrive, reads Generating... meanwhile, and takes the whole text on done', async () => {
    const stream = streamed();
    const { user } = renderNew([stream.handler, ...base]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Generate Explanation' }));
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(bodySentTo(endpoints.generateExplanation)).toEqual({ prompt: builtPrompt() });
    expect(stream.requests[0]!.headers.get('Accept')).toBe('text/event-stream');
    expect(submit('Generating...').disabled).toBe(true);
    stream.send(sse('chunk', { text: 'Be ' }));
    await waitFor(() => expect(box(/^Generated Explanation/).value).toBe('Be '));
    expect(box(/^Generated Explanation/).readOnly).toBe(true);
    stream.send(sse('chunk', { text: 'ready' }));
    await waitFor(() => expect(box(/^Generated Explanation/).value).toBe('Be ready'));
    stream.send(sse('done', { explanation: 'Be ready.' }));
    stream.end();
    expect(await screen.findByText(messages.success.explanationGenerated)).toBeTruthy();
    expect(box(/^Generated Explanation/).value).toBe('Be ready.');
    expect(box(/^Generated Explanation/).readOnly).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Regenerate' }).disabled).toBe(false);
  });

  it('Stop aborts the request and keeps the text so far, with no error toast', async () => {
    const stream = streamed();
    const { user } = renderNew([stream.handler, ...base]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Generate Explanation' }));
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    stream.send(sse('chunk', { text: 'Half' }));
    await waitFor(() => expect(box(/^Generated Explanation/).value).toBe('Half'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(stream.requests[0]!.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Explanation' }).disabled).toBe(false));
    expect(box(/^Generated Explanation/).value).toBe('Half');
    expect(screen.queryByText(messages.errors.title)).toBeNull();
  });

  it("toasts Error with an error event's message", async () => {
    const stream = streamed();
    const { user } = renderNew([stream.handler, ...base]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Generate Explanation' }));
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    stream.send(sse('error', { error: messages.errors.aiTimeout }));
    stream.end();
    expect(await screen.findByText(messages.errors.aiTimeout)).toBeTruthy();
    expect(screen.getByText(messages.errors.title)).toBeTruthy();
  });

  it('#24.4 a failed generation gives the explanation box back what it held, hand edits included', async () => {
    const named = { ...stored, authorName: 'Seneca', categoryName: 'Wisdom', detailed_explanation: 'Be ready.' };
    const stream = streamed();
    const { user } = renderEdit([stream.handler, reply(endpoints.getInternalSnippet, named), ...base]);
    await waitFor(() => expect(box(/^Generated Explanation/).value).toBe('Be ready.'));
    await user.type(box(/^Generated Explanation/), ' Mine.');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    stream.send(sse('chunk', { text: 'Half' }));
    await waitFor(() => expect(box(/^Generated Explanation/).value).toBe('Half'));
    stream.send(sse('error', { error: messages.errors.aiTimeout }));
    stream.end();
    expect(await screen.findByText(messages.errors.aiTimeout)).toBeTruthy();
    expect(box(/^Generated Explanation/).value).toBe('Be ready. Mine.');
  });

  it("toasts Error with the server's message when it refuses before streaming", async () => {
    const { user } = renderNew([fails(endpoints.generateExplanation, 503, messages.errors.aiNotConfigured), ...base]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Generate Explanation' }));
    expect(await screen.findByText(messages.errors.aiNotConfigured)).toBeTruthy();
  });

  it('#24.5 disables Generate on an empty form with the reason beside it, and toasts nothing', async () => {
    const { user } = renderNew(base);
    const generate = screen.getByRole<HTMLButtonElement>('button', { name: /Generate Explanation/ });
    expect(generate.disabled).toBe(true);
    expect(screen.getByText(/Fill in the quote, author and category to build the prompt/).id).toBe(
      generate.getAttribute('aria-describedby'),
    );
    await user.type(box(/^Prompt/), 'Explain courage.');
    expect(generate.disabled).toBe(false);
    await user.clear(box(/^Prompt/));
    await user.click(generate);
    expect(screen.queryByText(messages.validation.promptRequired)).toBeNull();
    expect(sentRequests(endpoints.generateExplanation)).toEqual([]);
  });

  it('#24.5 says on the form that AI explanations are not configured, disables Generate with the reason, and leaves the explanation to write', async () => {
    const { user } = renderNew([reply(endpoints.getAiStatus, { configured: false }), ...base]);
    await fill(user);
    expect(await screen.findByText(messages.errors.aiNotConfigured)).toBeTruthy();
    const generate = screen.getByRole<HTMLButtonElement>('button', { name: /Generate Explanation/ });
    expect(generate.disabled).toBe(true);
    expect(document.getElementById(generate.getAttribute('aria-describedby')!)!.textContent).toMatch(/needs an AI service/);
    await user.type(box(/^Generated Explanation/), 'Written by hand.');
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
    expect(sentRequests(endpoints.generateExplanation)).toEqual([]);
  });
});

describe('#24.4 unsaved changes are never lost silently', () => {
  const cancel = () => screen.getByRole('link', { name: 'Cancel' });

  it('asks before Cancel drops changes: Keep editing stays with them, Discard changes goes back to the list', async () => {
    const { user } = renderNew(base);
    await user.type(box(/^Snippet Text/), 'Half a thought');
    await user.click(cancel());
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(screen.queryByTestId('location')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box(/^Snippet Text/).value).toBe('Half a thought');
    await user.click(cancel());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(await findLocation()).toBe('/internal/snippets');
  });

  it('counts a prompt edited by hand as a change', async () => {
    const { user } = renderNew(base);
    await user.type(box(/^Prompt/), 'Explain courage.');
    await user.click(cancel());
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
  });

  it('leaves at once when nothing was changed, on a new snippet and on one being edited', async () => {
    const { user } = renderNew(base);
    await user.click(cancel());
    expect(await findLocation()).toBe('/internal/snippets');
    resetShell();
    const named = { ...stored, authorName: 'Seneca', categoryName: 'Wisdom', detailed_explanation: null };
    const edit = renderEdit([reply(endpoints.getInternalSnippet, named), ...base]);
    await waitFor(() => expect(box(/^Snippet Text/).value).toBe(stored.text));
    await waitFor(() => expect(box(/^Prompt/).value).toBe(builtPrompt()));
    await edit.user.click(cancel());
    expect(await findLocation()).toBe('/internal/snippets');
  });

  it('asks the browser to confirm closing the tab or reloading while there are changes, and not after', async () => {
    const { user } = renderNew(base);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(box(/^Snippet Text/), 'x');
    expect(unload()).toBe(true);
    await user.clear(box(/^Snippet Text/));
    expect(unload()).toBe(false);
  });

  it('leaves without asking once the changes are saved', async () => {
    const { user } = renderNew([reply(endpoints.createSnippet, { ...card, id: 'new' }), ...base]);
    await fill(user);
    await user.click(submit('Create Snippet'));
    expect(await findLocation()).toBe('/internal/snippets');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

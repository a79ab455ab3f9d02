import {
  CATEGORY_NAME_MAX,
  CSRF_HEADER,
  csvHeaderMismatchMessage,
  endpoints,
  messages,
  uploadRefusedMessage,
  uploadSuccessMessage,
  type UploadTable,
  csvMessages,
  uploadMessages,
} from '@nextlevel/bff/contract';
import {
  aStaffUser,
  bodySentTo,
  http,
  HttpResponse,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
  type ShellRenderOptions,
} from '@nextlevel/shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { CsvParser } from './csv/csv-preview';
import DatabasePage from './DatabasePage';
import { fakeUploadProgress } from './fake-upload-progress';
import { parseHere } from './test-csv-parser';

const s1 = '9c1d7e52-4a3b-4f8d-b0e6-1f2a3b4c5d23';
const s2 = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const a = '0b6f3c1e-6f0a-4b8e-9a57-6c2d1f1b9a01';
const c = '5e0f9a3c-2b7d-4c1e-8f64-3a9d0c7e2b12';

// Line 1 header, 2 a record, 3 blank, 4 no id, 5 a quoted record.
const snippetsCsv = [
  'id,text,author,category',
  `${s1},Know thyself,${a},${c}`,
  '',
  `,Orphan,${a},${c}`,
  `${s2},"Well, ""done""",${a},${c}`,
].join('\n');
type Network = NonNullable<ShellRenderOptions['network']>;

const csvFile = (text: string, name = 'snippets.csv') => new File([text], name, { type: 'text/csv' });

afterEach(resetShell);

/** The stored authors and categories the preview names (GET /api/internal/authors?ids=, /categories?ids=). */
const storedAuthors = [{ id: a, name: 'Seneca' }];
const storedCategories = [{ id: c, category: 'Stoicism' }];
const byIds = <Row extends { id: string }>(path: string, rows: Row[]) =>
  http.get(path, ({ request }) => {
    const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
    return HttpResponse.json(rows.filter((row) => ids.includes(row.id)));
  });
const storedNames = [
  byIds(endpoints.listInternalAuthors.path, storedAuthors),
  byIds(endpoints.listInternalCategories.path, storedCategories),
];

/** The page, with the stored names and `upload` (how the bff answers the upload) on the network. */
const renderPage = ({ parse = parseHere, upload = [] }: { parse?: CsvParser; upload?: Network } = {}) =>
  renderWithShell(<DatabasePage parse={parse} />, {
    route: '/internal/database',
    user: aStaffUser(),
    network: [...upload, ...storedNames],
  });

/** The upload, answered when the test says so. */
const uploadAnsweredLater = () => {
  let answer: (response: Response) => void = () => {};
  const handler = http.post(endpoints.uploadData.path, () => new Promise<Response>((resolve) => (answer = resolve)));
  return { handler, answer: (response: Response) => act(() => answer(response)) };
};
const uploadAnswers = (status: number, body: object) => http.post(endpoints.uploadData.path, () => HttpResponse.json(body, { status }));

type User = ReturnType<typeof renderPage>['user'];
const tableNames: Record<UploadTable, string> = { categories: 'Categories', authors: 'Authors', snippets: 'Snippets' };

const chooseTable = async (user: User, table: UploadTable) => {
  await user.click(await screen.findByRole('combobox', { name: /Select a table/ }));
  await user.click(await screen.findByRole('option', { name: tableNames[table] }));
};
const fileInput = () => screen.getByLabelText(/Choose a CSV file/) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Table, file and Preview Data: the preview of `text` as `table`. */
const previewOf = async (user: User, table: UploadTable, text = snippetsCsv) => {
  await chooseTable(user, table);
  await user.upload(fileInput(), csvFile(text));
  await user.click(button('Preview Data'));
  return screen.findByRole('heading', { name: /^Data Preview/ });
};

describe('DatabasePage (/internal/database)', () => {
  it('has one tab, Upload Data, with Preview Data disabled until a table and a file are chosen', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Database' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upload Data']);
    expect(button('Preview Data').disabled).toBe(true);
    expect(button('Upload Data').disabled).toBe(true);
    await chooseTable(user, 'snippets');
    expect(button('Preview Data').disabled).toBe(true);
    await user.upload(fileInput(), csvFile(snippetsCsv));
    expect(button('Preview Data').disabled).toBe(false);
    expect(button('Upload Data').disabled).toBe(true);
  });

  it('offers the three tables', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: /Select a table/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Categories', 'Authors', 'Snippets']);
  });

  it('refuses a file that is not .csv', async () => {
    const { user } = renderPage();
    await chooseTable(user, 'authors');
    // The picker's accept filter goes by type too: a text/csv file named .xlsx gets through it, not past the page.
    await user.upload(fileInput(), csvFile('id,name', 'authors.xlsx'));
    expect(screen.getByText(messages.validation.csvOnly)).toBeTruthy();
    expect(fileInput().files).toHaveLength(0);
    expect(button('Preview Data').disabled).toBe(true);
  });

  it('previews the records with ID, Text, Author and Category, and lists the rows left out by line', async () => {
    const { user } = renderPage();
    const heading = await previewOf(user, 'snippets');
    expect(heading.textContent).toBe('Data Preview (2 records)');
    const table = screen.getByRole('table', { name: 'Data Preview (2 records)' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('[role=columnheader], [role=cell]')].map((cell) => cell.textContent));
    // #24.12: the stored names beside the ids, once looked up.
    await waitFor(() =>
      expect(rows()).toEqual([
        ['ID', 'Text', 'Author', 'Category'],
        [s1, 'Know thyself', `Seneca ${a}`, `Stoicism ${c}`],
        [s2, 'Well, "done"', `Seneca ${a}`, `Stoicism ${c}`],
      ]),
    );
    expect(screen.getByRole('heading', { name: '1 row skipped (and 1 row blank)' })).toBeTruthy();
    expect(screen.getByText('line 4: no id')).toBeTruthy();
    expect(button('Upload Data').disabled).toBe(false);
  });

  it('shows Name for authors and Category for categories', async () => {
    const { user } = renderPage();
    await previewOf(user, 'authors', `id,name\n${a},Seneca\n`);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Name']);
    await chooseTable(user, 'categories');
    await user.upload(fileInput(), csvFile(`id,category\n${c},Wisdom\n`));
    await user.click(button('Preview Data'));
    await screen.findByRole('heading', { name: 'Data Preview (1 record)' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Category']);
  });

  it('#23.6 names without a length cap: leaves out a category past 200 characters by its line, in the words the server and the CLI use', async () => {
    const { user } = renderPage();
    const heading = await previewOf(user, 'categories', `id,category\n${c},Wisdom\n${a},${'c'.repeat(CATEGORY_NAME_MAX + 1)}\n`);
    expect(heading.textContent).toBe('Data Preview (1 record)');
    expect(screen.getByText(`line 3: ${uploadMessages.categoryTooLong}`)).toBeTruthy();
  });

  it('keeps Upload Data disabled after a preview without records', async () => {
    const { user } = renderPage();
    const heading = await previewOf(user, 'authors', `id,name\n,Nobody\n`);
    expect(heading.textContent).toBe('Data Preview (0 records)');
    expect(screen.getByText('line 2: no id')).toBeTruthy();
    expect(button('Upload Data').disabled).toBe(true);
  });

  it('says when the file cannot be read as CSV', async () => {
    const { user } = renderPage();
    await chooseTable(user, 'authors');
    await user.upload(fileInput(), csvFile(`id,name\n${a},"Seneca\n`));
    await user.click(button('Preview Data'));
    expect(await screen.findByText(csvMessages.unreadable)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Data Preview/ })).toBeNull();
  });

  it('shows reading progress and keeps the buttons disabled while the file is read', async () => {
    let progress: (fraction: number) => void = () => {};
    const { user } = renderPage({
      parse: (_file, _table, onProgress) => {
        progress = onProgress;
        return new Promise(() => {});
      },
    });
    await chooseTable(user, 'snippets');
    await user.upload(fileInput(), csvFile(snippetsCsv));
    await user.click(button('Preview Data'));
    progress(0.5);
    const bar = await screen.findByRole('progressbar', { name: 'Reading file...' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(button('Preview Data').disabled).toBe(true);
    expect(button('Upload Data').disabled).toBe(true);
  });

  it('uploads the JSON through the API client (credentials, CSRF header), shows progress then Storing..., and on success clears preview, file and table', async () => {
    const progress = fakeUploadProgress();
    onTestFinished(progress.restore);
    const upload = uploadAnsweredLater();
    let sent: Request | undefined;
    const { user } = renderPage({
      upload: [
        http.post(endpoints.uploadData.path, ({ request }) => {
          sent = request;
        }),
        upload.handler,
      ],
    });
    await previewOf(user, 'snippets');
    await user.click(button('Upload Data'));
    await waitFor(() => expect(sentRequests(endpoints.uploadData)).toHaveLength(1));
    expect([sent?.headers.get(CSRF_HEADER), sent?.headers.get('Content-Type'), sent?.credentials]).toEqual([
      '1',
      'application/json',
      'include',
    ]);
    expect(bodySentTo(endpoints.uploadData)).toEqual({
      table: 'snippets',
      columns: ['id', 'text', 'author', 'category'],
      data: [
        { id: s1, text: 'Know thyself', author: a, category: c },
        { id: s2, text: 'Well, "done"', author: a, category: c },
      ],
    });
    act(() => progress.reach(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading...' }).getAttribute('aria-valuenow')).toBe('40');
    expect(button('Upload Data').disabled).toBe(true);
    act(() => progress.allSent());
    expect(screen.getByRole('progressbar', { name: 'Storing...' }).hasAttribute('aria-valuenow')).toBe(false);
    upload.answer(HttpResponse.json({ message: 'Successfully uploaded 2 records to snippets table', count: 2 }));

    const result = await screen.findByRole('status');
    expect(within(result).getByText('Success')).toBeTruthy();
    expect(within(result).getByText('Successfully uploaded 2 records to snippets table')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Data Preview/ })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fileInput().files).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Select a table/ }).textContent).toContain('Choose a table');
    expect(button('Preview Data').disabled).toBe(true);
    expect(button('Upload Data').disabled).toBe(true);
  });

  it('#24.2 after a successful upload the focus goes to the Upload Result, not to the page (Upload Data is disabled again)', async () => {
    const { user } = renderPage({ upload: [reply(endpoints.uploadData, { message: uploadSuccessMessage(2, 'snippets'), count: 2 })] });
    await previewOf(user, 'snippets');
    await user.click(button('Upload Data'));
    const result = await screen.findByRole('region', { name: 'Upload Result' });
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(within(result).getByText(uploadSuccessMessage(2, 'snippets'))).toBeTruthy();
    expect(button('Upload Data').disabled).toBe(true);
  });

  it('#24.2 a refused upload gives the focus to its Error panel too', async () => {
    const { user } = renderPage({
      upload: [uploadAnswers(400, { error: uploadRefusedMessage(1), problems: [{ record: 2, error: uploadMessages.unknownAuthor }] })],
    });
    await previewOf(user, 'snippets');
    await user.click(button('Upload Data'));
    const result = await screen.findByRole('region', { name: 'Upload Result' });
    await waitFor(() => expect(document.activeElement).toBe(result));
  });

  it('words a success with an empty message itself', async () => {
    const { user } = renderPage({ upload: [reply(endpoints.uploadData, { message: '', count: 2 })] });
    await previewOf(user, 'snippets');
    await user.click(button('Upload Data'));
    expect(await screen.findByText(uploadSuccessMessage(2, 'snippets'))).toBeTruthy();
  });

  it('shows a refusal in the Error panel with each refused record on its CSV line, keeping the preview', async () => {
    const { user } = renderPage({
      upload: [uploadAnswers(400, { error: uploadRefusedMessage(1), problems: [{ record: 2, error: uploadMessages.unknownAuthor }] })],
    });
    await previewOf(user, 'snippets');
    await user.click(button('Upload Data'));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error')).toBeTruthy();
    expect(within(panel).getByText(uploadRefusedMessage(1))).toBeTruthy();
    expect(within(panel).getByText(`line 5: ${uploadMessages.unknownAuthor}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Data Preview (2 records)' })).toBeTruthy();
    expect(button('Upload Data').disabled).toBe(false);
  });

  it('follows product §8 for other errors: the message field, else the fallback', async () => {
    let calls = 0;
    const { user } = renderPage({
      upload: [
        http.post(endpoints.uploadData.path, () =>
          (calls += 1) === 1 ? HttpResponse.json({ message: messages.errors.payloadTooLarge }, { status: 413 }) : HttpResponse.error(),
        ),
      ],
    });
    await previewOf(user, 'snippets');
    await user.click(button('Upload Data'));
    expect(await screen.findByText(messages.errors.payloadTooLarge)).toBeTruthy();
    await user.click(button('Upload Data'));
    expect(await screen.findByText(messages.errors.upload)).toBeTruthy();
  });

  it('drops the previous preview and result when another file is chosen', async () => {
    const { user } = renderPage({ upload: [uploadAnswers(400, { error: uploadRefusedMessage(1) })] });
    await previewOf(user, 'snippets');
    await user.click(button('Upload Data'));
    await screen.findByRole('alert');
    await user.upload(fileInput(), csvFile(snippetsCsv, 'other.csv'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Data Preview/ })).toBeNull();
    expect(button('Upload Data').disabled).toBe(true);
    expect(button('Preview Data').disabled).toBe(false);
  });

  describe('#24.12 the header row must name the chosen table', () => {
    it('refuses an authors file chosen as Categories, saying what was expected and found, and keeps Upload Data disabled', async () => {
      const { user } = renderPage();
      await previewOf(user, 'categories', `id,name\n${a},Maya Angelou\n`);
      const refusal = screen.getByRole('alert');
      expect(within(refusal).getByText('Wrong columns for this table')).toBeTruthy();
      expect(refusal.textContent).toContain(csvHeaderMismatchMessage('categories', ['id', 'category'], ['id', 'name']));
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByText(/Maya Angelou/)).toBeNull();
      expect(button('Upload Data').disabled).toBe(true);
    });

    it('refuses a snippets file chosen as Authors', async () => {
      const { user } = renderPage();
      await previewOf(user, 'authors');
      expect(screen.getByRole('alert').textContent).toContain('expected "id,name", found "id,text,author,category"');
      expect(button('Upload Data').disabled).toBe(true);
    });

    it('names the column of a skipped row, and says when an author or category id is not stored', async () => {
      const { user } = renderPage();
      const other = '7e57a11d-0000-4000-8000-000000000024';
      await previewOf(user, 'snippets', `id,text,author,category\n${s1},Kept,${other},${c}\n${s2},Dropped,Seneca,${c}\n`);
      expect(screen.getByText('line 3: author must be a UUID')).toBeTruthy();
      const table = screen.getByRole('table', { name: 'Data Preview (1 record)' });
      expect(await within(table).findByText('not stored')).toBeTruthy();
      expect(within(table).getAllByRole('cell')[2]!.textContent).toBe(`${other} not stored`);
    });
  });
});

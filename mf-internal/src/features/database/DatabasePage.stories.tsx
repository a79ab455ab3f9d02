import {
  endpoints,
  csvHeaderMismatchMessage,
  messages,
  uploadRefusedMessage,
  uploadSuccessMessage,
  type UploadRefusal,
  type UploadTable,
  csvMessages,
  uploadMessages,
} from '@nextlevel/bff/contract';
import {
  aStaffUser,
  dark,
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
import { authorsCsv, badSnippetRows, snippetsCsv, storedAuthors, storedCategories } from './test-csv-files';
import { uploadReaches } from './fake-upload-progress';

// The CSV is read by the page's real worker (csv-worker.js, built by .storybook/csv-worker.ts).
const tableNames: Record<UploadTable, string> = { categories: 'Categories', authors: 'Authors', snippets: 'Snippets' };
const page = () => within(document.body);

/** Steps 1 and 2: a table, then a file built here, as the file picker hands it over. */
const choose = async (table: UploadTable, text: string, name = `${table}.csv`) => {
  await pickOption(/Select a table/, tableNames[table]);
  await userEvent.upload(page().getByLabelText(/Choose a CSV file/), new File([text], name, { type: 'text/csv' }));
};
/** Step 3: Preview Data, done when the preview's heading shows. */
const preview = async (table: UploadTable, text: string) => {
  await choose(table, text);
  await waitFor(() => expect(page().getByRole('button', { name: 'Preview Data' })).toBeEnabled());
  await userEvent.click(page().getByRole('button', { name: 'Preview Data' }));
  return page().findByRole('heading', { name: /^Data Preview/ }, { timeout: 10_000 });
};
/** Step 4: Upload Data after a preview of `rows` snippets. */
const upload = async (rows: number) => {
  await preview('snippets', snippetsCsv(rows));
  await userEvent.click(page().getByRole('button', { name: 'Upload Data' }));
};

const meta = {
  title: 'Screens/Internal/Database',
  parameters: {
    screen: { path: '/internal/database', user: aStaffUser() },
    // The names beside a snippet's author and category ids (issue #24.12); the last author is not stored yet.
    msw: {
      authorNames: reply(endpoints.listInternalAuthors, storedAuthors.slice(0, -1)),
      categoryNames: reply(endpoints.listInternalCategories, storedCategories),
    },
  },
} satisfies ScreenMeta;
export default meta;

export const Initial: ScreenStory = {};

export const TableAndFileChosen: ScreenStory = {
  play: async () => {
    await choose('snippets', snippetsCsv(250));
    await expect(page().getByRole('button', { name: 'Preview Data' })).toBeEnabled();
  },
};

export const NotACsvFile: ScreenStory = {
  play: async () => {
    await choose('authors', authorsCsv(), 'authors.xlsx');
    await page().findByText(messages.validation.csvOnly);
  },
};

export const UnreadableFile: ScreenStory = {
  play: async () => {
    await choose('authors', 'id,name\n0b6f3c1e-6f0a-4b8e-9a57-6c2d1f1b9a01,"Seneca\n');
    await userEvent.click(page().getByRole('button', { name: 'Preview Data' }));
    await page().findByText(csvMessages.unreadable, {}, { timeout: 10_000 });
  },
};

export const PreviewOf10000Rows: ScreenStory = {
  play: async () => {
    await expect(await preview('snippets', snippetsCsv(10_000))).toHaveTextContent('Data Preview (10,000 records)');
  },
};

export const DroppedRowsListed: ScreenStory = {
  play: async () => {
    await preview('snippets', snippetsCsv(6, { dropped: badSnippetRows }));
    await page().findByRole('heading', { name: '3 rows skipped (and 1 row blank)' });
  },
};

export const AuthorsPreview: ScreenStory = {
  play: async () => {
    await preview('authors', authorsCsv());
  },
};

/** #24.12: stored names beside the ids, and an author not stored yet. */
export const SnippetsWithNames: ScreenStory = {
  play: async () => {
    await preview('snippets', snippetsCsv(12));
    await page().findAllByText(storedAuthors[0]!.name, {}, { timeout: 10_000 });
    await page().findAllByText('not stored');
  },
};

/** #24.12: an authors file chosen as Categories is refused at the preview; Upload Data stays disabled. */
export const HeaderMismatch: ScreenStory = {
  play: async () => {
    await preview('categories', authorsCsv());
    const mismatch = csvHeaderMismatchMessage('categories', ['id', 'category'], ['id', 'name']);
    await waitFor(() => expect(page().getByRole('alert')).toHaveTextContent(mismatch));
    await expect(page().getByRole('button', { name: 'Upload Data' })).toBeDisabled();
  },
};

export const Uploading: ScreenStory = {
  parameters: { msw: { upload: pending(endpoints.uploadData) } },
  beforeEach: uploadReaches(0.4),
  play: async () => {
    await upload(10_000);
    const bar = await page().findByRole('progressbar', { name: 'Uploading...' }, { timeout: 10_000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
  },
};

export const Storing: ScreenStory = {
  parameters: { msw: { upload: pending(endpoints.uploadData) } },
  beforeEach: uploadReaches(1, { allSent: true }),
  play: async () => {
    await upload(10_000);
    await page().findByRole('progressbar', { name: 'Storing...' }, { timeout: 10_000 });
  },
};

export const UploadSucceeded: ScreenStory = {
  parameters: { msw: { upload: reply(endpoints.uploadData, { message: uploadSuccessMessage(120, 'snippets'), count: 120 }) } },
  play: async () => {
    await upload(120);
    await within(await page().findByRole('status', {}, { timeout: 10_000 })).findByText('Success');
  },
};

const refusal = {
  error: uploadRefusedMessage(3),
  problems: [
    { record: 4, error: uploadMessages.unknownAuthor },
    { record: 9, error: uploadMessages.duplicateId },
    { record: 17, error: uploadMessages.unknownCategory },
  ],
} satisfies UploadRefusal;

export const UploadRefused: ScreenStory = {
  parameters: { msw: { upload: http.post(endpoints.uploadData.path, () => HttpResponse.json(refusal, { status: 400 })) } },
  play: async () => {
    await upload(40);
    await within(await page().findByRole('alert', {}, { timeout: 10_000 })).findByText(`line 5: ${uploadMessages.unknownAuthor}`);
  },
};

export const Narrow = narrow(DroppedRowsListed);
export const NarrowHeaderMismatch = narrow(HeaderMismatch);
export const NarrowRefused = narrow(UploadRefused);
export const Dark = dark(PreviewOf10000Rows);
export const DarkRefused = dark(UploadRefused);

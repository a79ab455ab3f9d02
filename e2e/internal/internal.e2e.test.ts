import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiServer, type FakeOpenAiServer } from '../../bff/test/support/openai-server';
import { demoAccount, signIn, type Account } from '../support/accounts';
import { allStarted } from '../support/all-started';
import { desktop, launchBrowser, phone } from '../support/browser';
import { collectPageErrors } from '../support/page-errors';
import { startPgServer, type PgServer } from '../support/pg-server';
import { screenshot } from '../support/screenshots';

// Issue #12's staff journey in chromium against the production build, PostgreSQL and a loopback
// OpenAI-compatible model: upload categories, authors and snippets from CSV files (quoted commas,
// doubled quotes, a blank line, a bad row), find a new snippet in the list with its filters, create
// one with a streamed explanation, edit it, and save a default prompt the next New Snippet uses.

let pg: PgServer;
let model: FakeOpenAiServer;
let browser: Browser;
let staff: Account;
let csvDir: string;

const ids = {
  work: '1f0c6a52-8d3e-4b1a-9c7e-0a1b2c3d4e01',
  courage: '1f0c6a52-8d3e-4b1a-9c7e-0a1b2c3d4e02',
  marcus: '2a7d9e31-5b4c-4f6a-8e2d-1b2c3d4e5f01',
  maya: '2a7d9e31-5b4c-4f6a-8e2d-1b2c3d4e5f02',
  waste: '3c8e0f42-6c5d-4a7b-9f3e-2c3d4e5f6a01',
  virtue: '3c8e0f42-6c5d-4a7b-9f3e-2c3d4e5f6a02',
};

const files = {
  'categories.csv': `id,category\n${ids.work},"Work, and life"\n${ids.courage},Grit and Nerve\n`,
  'authors.csv': `id,name\r\n${ids.marcus},"Marcus ""the Stoic"" Aurelius"\r\n${ids.maya},Maya Angelou\r\n`,
  'snippets.csv': [
    'id,text,author,category',
    `${ids.waste},"Waste no more time arguing what a good man should be, be one.",${ids.marcus},${ids.work}`,
    '',
    `${ids.virtue},"Courage is the most important of the virtues, ""because"" without it no other is practised consistently.",${ids.maya},${ids.courage}`,
    `,A row without its id,${ids.maya},${ids.courage}`,
    '',
  ].join('\n'),
};

const at = (p: string) => new URL(p, pg.server.baseUrl).href;
const one = async <T>(sql: string): Promise<T> => (await pg.rows<T>(sql))[0]!;

beforeAll(async () => {
  model = await startOpenAiServer({ chunks: ['Act ', 'now, ', 'not ', 'later.'], chunkDelayMs: 150 });
  await allStarted([
    startPgServer('nl_e2e_internal', { OPENAI_BASE_URL: model.baseURL }).then((p) => (pg = p)),
    launchBrowser().then((b) => (browser = b)),
  ]);
  staff = await demoAccount(pg.server.dataDir, 'Internal');
  csvDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nl-e2e-csv-'));
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(csvDir, name), text);
});
afterAll(async () => {
  await browser?.close();
  await pg?.stop();
  await model?.stop();
  if (csvDir) await fs.rm(csvDir, { recursive: true, force: true });
});

const signInThroughTheForm = async (page: Page) => {
  await page.goto(at('/login'));
  await page.getByLabel(/^Email/).fill(staff.email);
  await page.getByLabel(/^Password/).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(at('/internal/dashboard'));
};

/**
 * A design-system select: open it by its label, pick the option by its name. A searchable picker
 * (Combobox, an input: issue #24) shows a page of options, so its text narrows them first.
 */
const choose = async (page: Page, label: string, option: string) => {
  const picker = page.getByRole('combobox', { name: label });
  const searchable = await picker.evaluate((el) => el instanceof HTMLInputElement);
  await picker.click();
  if (searchable) await picker.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  if (searchable) await expect.poll(() => picker.inputValue()).toBe(option);
};

const upload = async (page: Page, table: string, file: keyof typeof files, records: number) => {
  await choose(page, 'Select a table', table);
  await page.getByLabel('Choose a CSV file').setInputFiles(path.join(csvDir, file));
  await page.getByRole('button', { name: 'Preview Data' }).click();
  await page.getByRole('heading', { name: `Data Preview (${records} records)` }).waitFor();
  await page.getByRole('button', { name: 'Upload Data' }).click();
  await page.getByText(`Successfully uploaded ${records} records to ${table.toLowerCase()} table`).waitFor();
};

describe('the internal area', () => {
  it('takes staff from CSV files to a snippet with a streamed explanation and a new default prompt', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughTheForm(page);

    // Upload: three tables, each previewed first; the snippets file's bad row is named by its line.
    await page.getByRole('link', { name: 'Database', exact: true }).click();
    await page.waitForURL(at('/internal/database'));
    await upload(page, 'Categories', 'categories.csv', 2);
    await upload(page, 'Authors', 'authors.csv', 2);

    await choose(page, 'Select a table', 'Snippets');
    await page.getByLabel('Choose a CSV file').setInputFiles(path.join(csvDir, 'snippets.csv'));
    await page.getByRole('button', { name: 'Preview Data' }).click();
    await page.getByRole('heading', { name: 'Data Preview (2 records)' }).waitFor();
    await page.getByText('line 5: no id').waitFor();
    await screenshot(page, 'internal-database-preview');
    await page.getByRole('button', { name: 'Upload Data' }).click();
    await page.getByText('Successfully uploaded 2 records to snippets table').waitFor();
    // After a success the table and file are cleared, so nothing can be uploaded twice by accident.
    await expect.poll(() => page.getByRole('button', { name: 'Preview Data' }).isDisabled()).toBe(true);

    expect(await one(`select name from authors where id = '${ids.marcus}'`)).toEqual({ name: 'Marcus "the Stoic" Aurelius' });
    expect(await one(`select category from categories where id = '${ids.work}'`)).toEqual({ category: 'Work, and life' });
    expect(await one(`select text from snippets where id = '${ids.virtue}'`)).toEqual({
      text: 'Courage is the most important of the virtues, "because" without it no other is practised consistently.',
    });

    // The list finds the new snippet by text, then by its author; Refresh clears the filters.
    await page.getByRole('link', { name: 'Snippets', exact: true }).click();
    await page.waitForURL(at('/internal/snippets'));
    await page.getByLabel('Search').fill('arguing what a good');
    const waste = page.getByRole('article', { name: 'Snippet by Marcus "the Stoic" Aurelius' });
    await waste.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByLabel('Search').fill('');
    await choose(page, 'Author', 'Maya Angelou');
    await page.getByRole('article', { name: 'Snippet by Maya Angelou' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(2);

    // New Snippet: the prompt builds itself, the explanation streams in, the snippet is stored.
    await page.getByRole('link', { name: 'New Snippet' }).click();
    await page.waitForURL(at('/internal/snippets/new'));
    const quote = 'Small steps every day beat a giant leap once a year.';
    await page.getByLabel('Snippet Text').fill(quote);
    await choose(page, 'Author', 'Maya Angelou');
    await choose(page, 'Category', 'Grit and Nerve');
    await expect.poll(() => page.getByLabel('Prompt', { exact: true }).inputValue()).toContain(quote);
    await page.getByRole('button', { name: 'Generate Explanation' }).click();
    const explanation = page.getByLabel('Generated Explanation');
    await expect.poll(() => explanation.inputValue()).toBe('Act now, not later.');
    expect(model.requests.at(-1)?.body.stream, 'the form asked for a stream').toBe(true);
    expect(model.requests.at(-1)?.body.messages.at(-1)?.content).toContain('Maya Angelou');
    await page.getByRole('button', { name: 'Create Snippet' }).click();
    await page.getByText('Snippet created successfully').first().waitFor();
    await page.waitForURL(at('/internal/snippets'));
    const created = await one<{ id: string; detailed_explanation: string }>(
      `select id, detailed_explanation from snippets where text = '${quote}'`,
    );
    expect(created.detailed_explanation).toBe('Act now, not later.');

    // Edit it: the form loads it, the change is stored.
    await page.getByLabel('Search').fill('giant leap');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const card = page.getByRole('article', { name: 'Snippet by Maya Angelou' });
    await card.getByText('✓ Has explanation').waitFor();
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(at(`/internal/snippets/${created.id}/edit`));
    await expect.poll(() => page.getByLabel('Snippet Text').inputValue()).toBe(quote);
    await page.getByLabel('Snippet Text').fill(`${quote} Keep going.`);
    await page.getByRole('button', { name: 'Update Snippet' }).click();
    await page.getByText('Snippet updated successfully').first().waitFor();
    await page.waitForURL(/\/internal\/snippets(\?.*)?$/);
    expect(await one(`select text from snippets where id = '${created.id}'`)).toEqual({ text: `${quote} Keep going.` });

    // A new default prompt is what the next New Snippet's prompt ends with.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(at('/internal/settings'));
    const template = page.getByLabel('Default Prompt Template');
    await expect.poll(() => template.inputValue()).not.toBe('');
    await template.fill('Explain it to a new starter in two sentences.');
    await page.getByRole('button', { name: 'Save Default Prompt' }).click();
    await page.getByText('Default prompt saved successfully').first().waitFor();
    expect(await one(`select value from settings where key = 'default_snippet_prompt'`)).toEqual({
      value: 'Explain it to a new starter in two sentences.',
    });
    await page.getByRole('link', { name: 'Snippets', exact: true }).click();
    await page.getByRole('link', { name: 'New Snippet' }).click();
    await page.getByLabel('Snippet Text').fill('Done is better than perfect.');
    await choose(page, 'Author', 'Maya Angelou');
    await choose(page, 'Category', 'Grit and Nerve');
    await expect
      .poll(() => page.getByLabel('Prompt', { exact: true }).inputValue())
      .toMatch(/Explain it to a new starter in two sentences\.$/);
    await screenshot(page, 'internal-new-snippet');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('#24 the snippet list and form (items 3, 4, 5)', () => {
  let context: BrowserContext;
  let page: Page;
  const open = async (viewport: { width: number; height: number }) => {
    context = await browser.newContext({ viewport });
    await signIn(context, pg.server.baseUrl, staff);
    page = await context.newPage();
  };
  afterEach(async () => context?.close());

  const scrollY = () => page.evaluate(() => window.scrollY);
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const inView = (locator: Locator) =>
    locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
  const focusedCard = () => page.evaluate(() => document.activeElement?.closest('[data-snippet-id]')?.getAttribute('data-snippet-id'));

  it('#24.3 after Cancel or Update the list shows the card just edited, and opens at the top otherwise', async () => {
    await open(desktop);
    await page.goto(at('/internal/snippets'));
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(20);
    const card = page.getByRole('article').nth(16);
    const id = (await card.getAttribute('data-snippet-id'))!;
    const edited = page.locator(`[data-snippet-id="${id}"]`);
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/edit$/);
    expect(await scrollY(), 'the form opens at its top').toBe(0);
    await expect.poll(() => page.getByLabel('Snippet Text').inputValue()).not.toBe('');

    // Cancel from the bottom of the form: the list with that card in view, its Edit link focused.
    await page.getByRole('link', { name: 'Cancel' }).scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(at('/internal/snippets'));
    await expect.poll(() => inView(edited)).toBe(true);
    await expect.poll(focusedCard).toBe(id);
    expect(await scrollY()).toBeGreaterThan(0);
    await screenshot(page, 'internal-list-after-cancel');

    // Update: the same.
    await edited.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/edit$/);
    await expect.poll(() => page.getByLabel('Snippet Text').inputValue()).not.toBe('');
    await page.getByLabel('Snippet Text').press('End');
    await page.getByLabel('Snippet Text').pressSequentially(' (edited)');
    await page.getByRole('button', { name: 'Update Snippet' }).click();
    await page.waitForURL(at('/internal/snippets'));
    await expect.poll(() => edited.textContent()).toContain('(edited)');
    await expect.poll(() => inView(edited)).toBe(true);
    await expect.poll(focusedCard).toBe(id);

    // The browser's Back from the form brings it into view too.
    await edited.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/edit$/);
    await page.goBack();
    await page.waitForURL(at('/internal/snippets'));
    await expect.poll(() => inView(edited)).toBe(true);

    // Reached from the sidebar, with the form scrolled to its end: the top of the list.
    await page.getByRole('link', { name: 'New Snippet' }).click();
    await page.waitForURL(at('/internal/snippets/new'));
    await page.getByRole('button', { name: 'Create Snippet' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Snippets', exact: true }).click();
    await page.waitForURL(at('/internal/snippets'));
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(20);
    expect(await scrollY()).toBe(0);
  });

  it('#24.4 Back with unsaved changes asks first, Keep editing keeps them, and closing the tab asks the browser', async () => {
    await open(desktop);
    await page.goto(at('/internal/snippets'));
    await page.getByRole('link', { name: 'New Snippet' }).click();
    await page.waitForURL(at('/internal/snippets/new'));
    await page.getByLabel('Snippet Text').fill('A thought not saved yet.');

    await page.evaluate(() => history.back());
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await dialog.waitFor();
    expect(page.url()).toBe(at('/internal/snippets/new'));
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(at('/internal/snippets/new'));
    expect(await page.getByLabel('Snippet Text').inputValue()).toBe('A thought not saved yet.');

    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.type());
      void d.dismiss();
    });
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(await page.getByLabel('Snippet Text').inputValue()).toBe('A thought not saved yet.');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(at('/internal/snippets'));
  });

  for (const [name, viewport] of [
    ['wide', desktop],
    ['phone', phone],
  ] as const) {
    it(`#24.5 a toast never covers the button that raised it (${name})`, async () => {
      model.reply({ chunks: ['Act ', 'now.'] });
      await open(viewport);
      await page.goto(at('/internal/snippets/new'));
      await page.getByLabel('Snippet Text').fill('Well begun is half done.');
      await choose(page, 'Author', 'Seneca');
      await choose(page, 'Category', 'Courage');
      const generate = page.getByRole('button', { name: 'Generate Explanation' });
      const toast = page.locator('ol[data-side] > li');
      const apart = async () => {
        const [a, b] = [await box(toast), await box(generate)];
        return a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
      };

      // Generate near the bottom of the window: the toast stands at the top.
      await generate.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 20));
      await generate.click();
      await toast.getByText('Explanation generated successfully').waitFor();
      expect(await apart()).toBe(true);
      await screenshot(page, `internal-toast-${name}-top`);

      // Generate scrolled as high as it goes, and a failure (the form below it shrinks as the
      // explanation it replaces is cleared): the error toast is still off the button. The flip to
      // the bottom for a control under the toasts' band is Toast's own test (toast-side.test.ts).
      model.reply({ status: 500 });
      await generate.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 8));
      await generate.click({ position: { x: 10, y: 10 } });
      await toast.getByText('The AI service failed to answer. Please try again.').waitFor();
      expect(await apart()).toBe(true);
      await screenshot(page, `internal-toast-${name}-failed`);
      model.reply({ chunks: ['Act ', 'now, ', 'not ', 'later.'], chunkDelayMs: 150 });
    });
  }
});

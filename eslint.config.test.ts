import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that keep one shape inside a remote (docs/architecture.md, "One-way dependencies"), run
// on files that exist only in memory, placed where a new engineer might put them.
const eslint = new ESLint({ cwd: import.meta.dirname });

/** The rules and messages ESLint reports for `code` as if it were the file at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const zoneError = (message: string) =>
  expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(message) });

describe('lint zones inside a remote', () => {
  it.each([
    ['mf-public/src/features/landing/probe.ts', "export { default } from '../../app/routes';"],
    ['mf-members/src/features/settings/probe.ts', "export { MembersLayout } from '../../app/MembersLayout';"],
    ['mf-internal/src/features/dashboard/probe.ts', "export { InternalLayout } from '../../app/InternalLayout';"],
    ['mf-public/src/features/landing/probe.ts', "export { render } from '../../prerender/landing';"],
  ])('a feature importing the app layer fails lint (%s: %s)', async (file, code) => {
    expect(await lint(file, `${code}\n`)).toContainEqual(zoneError('A feature never imports src/app'));
  });

  it('a feature importing another feature fails lint', async () => {
    expect(
      await lint('mf-members/src/features/settings/probe.ts', "export { stats } from '../dashboard/dashboard-content';\n"),
    ).toContainEqual(zoneError('Features never import each other'));
  });

  it('only tests import the test harness', async () => {
    const code = "export { renderWithShell } from '@nextlevel/shell/testing';\n";
    expect(await lint('mf-members/src/features/settings/probe.ts', code)).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('@nextlevel/shell/testing is for *.test.ts(x) files only'),
      }),
    );
    expect(await lint('mf-members/src/features/settings/probe.test.ts', code)).toEqual([]);
  });

  it("only screen stories and a remote's .storybook import the story kit", async () => {
    const code = "export { get } from '@nextlevel/shell/stories';\n";
    expect(await lint('mf-members/src/features/settings/probe.ts', code)).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('@nextlevel/shell/stories is for *.stories.tsx files and .storybook/ only'),
      }),
    );
    expect(await lint('mf-members/src/features/settings/Probe.stories.tsx', code)).toEqual([]);
    expect(await lint('mf-members/.storybook/probe.ts', code)).toEqual([]);
  });

  it('a feature may import its own files, the SDK, the design system and the contract; the app may import features', async () => {
    const ownFiles = [
      "export { default as SettingsPage } from './SettingsPage';",
      "export { useAuth } from '@nextlevel/shell/auth';",
      "export { Button } from '@nextlevel/design-system';",
      "export { messages } from '@nextlevel/bff/contract';",
    ].join('\n');
    expect(await lint('mf-members/src/features/settings/probe.ts', `${ownFiles}\n`)).toEqual([]);
    expect(await lint('mf-members/src/app/probe.ts', "export { DashboardPage } from '../features/dashboard/DashboardPage';\n")).toEqual([]);
  });
});

describe('the file-naming rule', () => {
  const naming = expect.objectContaining({ ruleId: 'check-file/filename-naming-convention' });

  it.each([
    'mf-public/src/features/landing/components/contact/useContactForm.ts',
    'mf-members/src/features/settings/api/UpdateSettings.ts',
    'shell/src/sdk/apiError.ts',
    'design-system/src/Toast/toast_store.ts',
  ])('%s fails lint', async (file) => {
    expect(await lint(file, 'export {};\n')).toContainEqual(naming);
  });

  it.each([
    'mf-public/src/features/landing/components/contact/use-contact-form.ts',
    'mf-public/src/app/routes.tsx',
    'mf-members/src/features/settings/SettingsPage.tsx',
    'mf-members/src/features/settings/SettingsPage.test.tsx',
    'bff/src/db/migrations/20260101000100_core.ts',
  ])('%s passes', async (file) => {
    expect(await lint(file, 'export {};\n')).not.toContainEqual(naming);
  });
});

describe('component tests that replace modules', () => {
  const code = "import { vi } from 'vitest';\nvi.mock('./SettingsPage');\n";

  it('vi.mock in a test sharing the module graph fails lint', async () => {
    expect(await lint('mf-members/src/features/settings/probe.test.tsx', code)).toContainEqual(
      expect.objectContaining({ ruleId: 'no-restricted-properties', message: expect.stringContaining('*.isolated.test.tsx') }),
    );
  });

  it('vi.mock in an *.isolated.test.tsx passes', async () => {
    expect(await lint('mf-members/src/features/settings/probe.isolated.test.tsx', code)).toEqual([]);
  });
});

describe('data goes through one door (docs/decisions/025)', () => {
  const oneDoor = expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining('docs/decisions/025') });
  const handWritten = (
    [
      ['db.raw', "export const read = (db: Knex) => db.raw('select 1');"],
      ["db('table')", "export const read = (db: Knex) => db('snippets').where({ id: 1 });"],
      ["trx('table')", "export const read = (trx: Knex) => trx('authors').delete();"],
      ['db.queryBuilder()', "export const read = (db: Knex) => db.queryBuilder().from('snippets');"],
      ["deps.db('table')", "export const read = (deps: { db: Knex }) => deps.db('snippets');"],
      ['runPrepared', "import { runPrepared } from '../../db/prepared';\nexport { runPrepared };"],
      ["objection's raw", "import { raw } from 'objection';\nexport const one = raw('1');"],
    ] satisfies [string, string][]
  ).map(([name, code]) => [name, `import type { Knex } from 'knex';\n${code}\n`]);

  it.each(handWritten)('%s outside a named SQL place fails lint', async (_name, code) => {
    expect(await lint('bff/src/services/snippets/probe.ts', code)).toContainEqual(oneDoor);
    expect(await lint('bff/src/routes/members/probe.ts', code)).toContainEqual(oneDoor);
  });

  it.each(handWritten)('%s passes in a named SQL place, the session read, db/ and tests', async (_name, code) => {
    for (const file of [
      'bff/src/services/snippets/sql.ts',
      'bff/src/services/analytics/sql/probe.ts',
      'bff/src/sessions/sql.ts',
      'bff/src/db/probe.ts',
      'bff/src/routes/members/probe.int.test.ts',
    ])
      expect(await lint(file, code), file).not.toContainEqual(oneDoor);
  });

  it('a model query passes anywhere', async () => {
    const code = [
      "import type { Knex } from 'knex';",
      "import { Snippet } from '../../models/snippet';",
      "export const read = (db: Knex, id: string) => Snippet.query(db).findById(id).select('id');",
      'export const inTransaction = (db: Knex) => db.transaction((trx) => Snippet.query(trx).delete());',
    ].join('\n');
    expect(await lint('bff/src/services/snippets/probe.ts', `${code}\n`)).not.toContainEqual(oneDoor);
  });
});

describe('an endpoint is one definition (issue #25 item 2)', () => {
  const restricted = (message: string) =>
    expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining(message) });

  it.each([
    "router.get('/api/things', (ctx) => { ctx.body = []; });",
    "router.post(api.things, requireCategory('Internal'), async (ctx) => { ctx.status = 204; });",
    "router.delete('/api/things/:id', handler);",
  ])('a bff route mounted without its definition fails lint (%s)', async (code) => {
    expect(await lint('bff/src/routes/members/probe.ts', `${code}\n`)).toContainEqual(restricted('mounted from its definition'));
  });

  it('a route bound from its definition passes, and so do the platform routes outside /api', async () => {
    const bound = "import { bindEndpoint } from '../../http/bind-endpoint';\nbindEndpoint(router, thingEndpoints.listThings, () => []);\n";
    expect(await lint('bff/src/routes/members/probe.ts', bound)).not.toContainEqual(restricted('mounted from its definition'));
    expect(await lint('bff/src/routes/platform/probe.ts', "router.get('/healthz', (ctx) => { ctx.body = 'ok'; });\n")).toEqual([]);
  });

  it.each([
    [
      'mf-members/src/features/settings/api/probe.ts',
      "import { apiRequest } from '@nextlevel/shell/api';\nexport const get = () => apiRequest('/api/things');\n",
    ],
    ['mf-internal/src/features/snippets/api/probe.ts', "export const get = () => fetch('/api/internal/things');\n"],
    ['shell/src/sdk/probe.ts', 'export const send = () => new XMLHttpRequest();\n'],
    [
      'mf-public/src/features/auth/api/probe.ts',
      "import { endpoints } from '@nextlevel/bff/contract';\nexport const path = endpoints.login.path;\n",
    ],
  ])('a client call not made through a definition fails lint (%s)', async (file, code) => {
    expect((await lint(file, code)).some((m) => m.ruleId === 'no-restricted-syntax')).toBe(true);
  });

  it('a call by its definition passes', async () => {
    const code =
      "import { authEndpoints } from '@nextlevel/bff/contract';\nimport { callApi } from '@nextlevel/shell/api';\nexport const login = (body: { email: string; password: string }) => callApi(authEndpoints.login, { body });\n";
    expect(await lint('mf-public/src/features/auth/api/probe.ts', code)).toEqual([]);
  });
});

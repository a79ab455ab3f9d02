// One lint set-up for the whole workspace. The import rules keep docs/architecture.md's one-way
// dependencies: no remote imports another remote, remotes reach the shell only through its
// SDK and the bff only through its contract, and the bff imports no front-end. Inside a remote,
// src/app → src/features/<feature> → src/lib (eslint.config.test.ts proves it).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

// The remotes are the areas of the registry (bff/src/contract/areas.ts), each its own lint zone.
const { REMOTE_AREAS, areas } = await tsImport('./bff/src/contract/areas.ts', import.meta.url);
const remotes = REMOTE_AREAS.map((area) => areas[area].pkg);
const frontEnds = ['shell', 'design-system', ...remotes];

const remoteZones = remotes.map((remote) => ({
  target: `./${remote}`,
  from: [
    ...remotes.filter((other) => other !== remote).map((other) => `./${other}`),
    { path: './shell', except: ['./src/sdk'] },
    { path: './bff', except: ['./src/contract'] },
  ].map((f) => (typeof f === 'string' ? { path: f } : f)),
}));

// Inside a remote ("Inside an area"): the app layer (routes, layout, the standalone and prerender
// entries) composes features; a feature imports neither the app layer nor another feature; code
// shared by features lives in src/lib, which imports no feature and no app code.
const appLayer = (remote) => [
  `./${remote}/src/app`,
  `./${remote}/src/prerender`,
  `./${remote}/src/standalone.ts`,
  `./${remote}/src/standalone-bootstrap.ts`,
];
const featuresOf = (remote) =>
  readdirSync(new URL(`./${remote}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featureZones = remotes.flatMap((remote) => [
  {
    target: `./${remote}/src/features`,
    from: appLayer(remote),
    message:
      'A feature never imports src/app (routes, layout, entries): the app composes features. Move what both need into the feature or src/lib.',
  },
  ...featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in src/app, or move what both need into src/lib.',
  })),
  {
    target: `./${remote}/src/lib`,
    from: [`./${remote}/src/features`, ...appLayer(remote)],
    message: 'src/lib is shared by features: it imports no feature and no app code.',
  },
]);

// One file-naming rule: a file named after the React component it exports is PascalCase .tsx
// (LoginPage.tsx); every other file is kebab-case (use-contact-form.ts, routes.tsx); tests,
// stories, CSS modules and configs add their middle extension (LoginPage.test.tsx). Patterns as
// eslint-plugin-check-file spells KEBAB_CASE and PASCAL_CASE.
const KEBAB_CASE = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL_CASE = '*([A-Z]*([a-z0-9]))';
const fileNaming = [
  'error',
  { '**/*.ts': KEBAB_CASE, '**/*.tsx': `@(${KEBAB_CASE}|${PASCAL_CASE})` },
  {
    ignoreMiddleExtensions: true,
    errorMessage:
      'File names are kebab-case (use-contact-form.ts, routes.tsx); only a file named after the component it exports is PascalCase .tsx (LoginPage.tsx). "{{ target }}" is neither.',
  },
];

const zones = [
  ...featureZones,
  ...remoteZones.flatMap(({ target, from }) =>
    from.map(({ path, except }) => ({
      target,
      from: path,
      ...(except ? { except } : {}),
      message: 'Remotes import only @nextlevel/shell/*, @nextlevel/design-system and @nextlevel/bff/contract.',
    })),
  ),
  ...frontEnds.map((fe) => ({ target: './bff', from: `./${fe}`, message: 'The bff imports nothing from the front-ends.' })),
  ...['shell', ...remotes].map((fe) => ({ target: './design-system', from: `./${fe}`, message: 'The design system depends on no app.' })),
  { target: './design-system', from: './bff', except: ['./src/contract/areas.ts'], message: 'The design system depends on no app.' },
  {
    target: './design-system/src',
    from: './bff',
    message: 'The design system depends on no app (only its Storybook set-up reads the area registry).',
  },
  ...remotes.map((remote) => ({ target: './shell', from: `./${remote}`, message: 'The shell loads remotes at run time only.' })),
  { target: './shell', from: './bff', except: ['./src/contract'], message: 'Front-ends use only @nextlevel/bff/contract.' },
  { target: './bff/src/contract', from: './bff/src', except: ['./contract'], message: 'The contract is pure schemas.' },
];

const remoteImports = [
  { group: ['mf-*', ...remotes.map((remote) => `**/${remote}/**`)], message: 'A remote never imports another remote.' },
  { regex: '^@nextlevel/bff(?!/contract$)', message: 'Remotes use only @nextlevel/bff/contract.' },
  { regex: '^@nextlevel/shell$', message: 'Import the shell SDK by its subpath (@nextlevel/shell/auth, /api, /analytics).' },
];

// Data goes through one door (docs/decisions/025): the bff reads and writes its tables through the
// objection models (`Thing.query(db)`); hand-written SQL — `.raw(`, `runPrepared`, a knex builder
// on a table (`db('snippets')`, `db.queryBuilder()`) — lives only in a feature's named place,
// `services/<feature>/sql.ts` or `services/<feature>/sql/`, and in the session read of decisions
// 009, 013 and 014 (`sessions/sql.ts`). Migrations, seeds and the rest of `db/` (the database's
// set-up) and tests are outside the rule.
const sqlPlaces = ['bff/src/services/*/sql.ts', 'bff/src/services/*/sql/**', 'bff/src/sessions/sql.ts'];
const oneDoor =
  'Plain reads and writes go through the objection models (bff/src/models); hand-written SQL lives in services/<feature>/sql.ts or sql/ (docs/decisions/025).';
const KNEX = '/^(db|trx|knex)$/';
const knexBuilders =
  '/^(queryBuilder|select|from|table|into|with|withMaterialized|withRecursive|insert|update|delete|del|count|first|schema)$/';
const handWrittenSql = [
  "CallExpression[callee.property.name='raw']",
  `CallExpression[callee.type='Identifier'][callee.name=${KNEX}]`,
  "CallExpression[callee.type='MemberExpression'][callee.property.name='db']",
  `CallExpression[callee.object.name=${KNEX}][callee.property.name=${knexBuilders}]`,
  "ImportSpecifier[imported.name='runPrepared']",
  "ImportDeclaration[source.value=/^(objection|knex)$/] > ImportSpecifier[imported.name='raw']",
].map((selector) => ({ selector, message: oneDoor }));

// An endpoint is one definition (issue #25 item 2, docs/how-to-add.md "An endpoint"): the bff mounts
// an /api route only from its definition, and a front-end reaches /api only through `callApi` and
// the resource's own endpoints object (the aggregate `endpoints` would put every definition on a page).
const boundFromDefinition =
  'An /api route is mounted from its definition: bindEndpoint(router, xxxEndpoints.name, handler) (docs/how-to-add.md, "An endpoint").';
const routeMounts = [
  {
    selector: "CallExpression[callee.object.name='router'][callee.property.name=/^(get|post|put|patch|delete|del|all)$/]",
    message: boundFromDefinition,
  },
];
const callsByDefinition = 'Call /api by its definition: callApi(xxxEndpoints.name, { params, query, body }) from @nextlevel/shell/api.';
const clientCalls = [
  {
    selector:
      "ImportDeclaration[source.value='@nextlevel/shell/api'] > ImportSpecifier[imported.name=/^(apiFetch|apiRequest|apiRequestWithHeaders)$/]",
    message: callsByDefinition,
  },
  { selector: "CallExpression[callee.name='fetch']", message: callsByDefinition },
  { selector: "NewExpression[callee.name='XMLHttpRequest']", message: callsByDefinition },
  {
    selector: "ImportDeclaration[source.value='@nextlevel/bff/contract'] > ImportSpecifier[imported.name='endpoints']",
    message:
      "Import the resource's own endpoints object (e.g. memberSnippetEndpoints): the aggregate `endpoints` puts every definition on the page.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-maps/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'data/**',
      '**/.e2e-artifacts/**',
      '!**/.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['*/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // knex runs migrations in file-name order and records each name: they keep theirs.
    ignores: ['bff/src/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': fileNaming },
  },
  {
    files: frontEnds.map((fe) => `${fe}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Component test files share one module graph per worker (vitest.isolation.ts): a module
    // replaced in one would stay replaced, or already be loaded real, in the next.
    files: frontEnds.map((fe) => `${fe}/src/**/*.test.{ts,tsx}`),
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'A test that replaces or reloads modules is named *.isolated.test.tsx (see vitest.isolation.ts).',
        })),
      ],
    },
  },
  {
    files: ['bff/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-*', '@nextlevel/shell*', '@nextlevel/design-system*', 'mf-*'],
              message: 'The bff imports nothing from the front-ends.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bff/src/**/*.ts'],
    ignores: [...sqlPlaces, 'bff/src/db/**', '**/*.test.ts', 'bff/src/**/*-test-support.ts', 'bff/src/**/*-fixture.ts'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenSql] },
  },
  {
    // The /api routers (routes/platform serves /healthz, /readyz and /remotes.json, outside /api). Flat
    // config replaces a rule's options per file, so the SQL rule is repeated here.
    files: ['bff/src/routes/**/*.ts'],
    ignores: ['bff/src/routes/platform/**', '**/*.test.ts', 'bff/src/**/*-test-support.ts', 'bff/src/**/*-fixture.ts'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenSql, ...routeMounts] },
  },
  {
    files: ['shell', ...remotes].map((fe) => `${fe}/src/**/*.{ts,tsx}`),
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      'shell/src/sdk/testing/**',
      'shell/src/sdk/stories/**',
      // Fakes for tests and stories.
      '**/fake-*.{ts,tsx}',
      // The one API client itself.
      'shell/src/sdk/api.ts',
      'shell/src/sdk/send-with-progress.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...clientCalls] },
  },
  {
    files: remotes.map((r) => `${r}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: remoteImports }] },
  },
  {
    // The harness imports vitest: only tests (and their setup) may use it, so it never reaches a bundle.
    files: remotes.map((r) => `${r}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '*/vitest.setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...remoteImports,
            { group: ['@nextlevel/shell/testing'], message: '@nextlevel/shell/testing is for *.test.ts(x) files only.' },
          ],
        },
      ],
    },
  },
  {
    // The story kit (msw, Storybook) is for screen stories and a remote's .storybook only, so it never reaches a bundle.
    files: remotes.map((r) => `${r}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '*/vitest.setup.ts', '**/*.stories.{ts,tsx}', '**/.storybook/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...remoteImports,
            { group: ['@nextlevel/shell/testing'], message: '@nextlevel/shell/testing is for *.test.ts(x) files only.' },
            {
              group: ['@nextlevel/shell/stories', '@nextlevel/shell/stories/*'],
              message: '@nextlevel/shell/stories is for *.stories.tsx files and .storybook/ only.',
            },
          ],
        },
      ],
    },
  },
);

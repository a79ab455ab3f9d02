/** What `pnpm new-area` is asked for, and the names derived from it. */
export interface NewArea {
  /** The registry key, a lowercase word (partners). */
  key: string;
  /** The path it owns (/partners). */
  prefix: string;
  category: 'Member' | 'Internal';
  devPort: number;
  storybookPort: number;
}

const pascal = (key: string) => key.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const words = (key: string) => key.replace(/-/g, ' ');

/** The area's name as people read it (Partners), and in code (PartnersLayout). */
export const areaNames = (key: string) => ({ title: pascal(key).replace(/([a-z0-9])([A-Z])/g, '$1 $2'), code: pascal(key) });

/** The registry entry `pnpm new-area` adds to bff/src/contract/areas.ts. */
export const registryEntry = ({ key, prefix, category, devPort, storybookPort }: NewArea): string => {
  const { title } = areaNames(key);
  return `  ${key}: {
    pkg: 'mf-${key}',
    prefix: '${prefix}',
    category: '${category}',
    title: '${title}',
    noun: 'The ${words(key)} area',
    devPort: ${devPort},
    storybook: { title: 'Screens: ${title}', port: ${storybookPort} },
    card: { title: '${title}', description: 'Open the ${words(key)} area.' },
    pages: { dashboard: '${prefix}/dashboard' },
  },
`;
};

/** What a remote imports, each a project `tsc -b` checks once, before the remote (tsconfig.referenced.json). */
const remoteReferences = ['../tsconfig.vitest-isolation.json', '../bff', '../design-system', '../shell', '../tooling/rspack'];

/** Every file of the new remote's package, by its path inside mf-<key>/. `deps` are the reference remote's. */
export const areaFiles = (area: NewArea, deps: { dependencies: object; devDependencies: object }): Record<string, string> => {
  const { key, prefix, category } = area;
  const { title, code } = areaNames(key);
  const user = category === 'Member' ? 'aMember' : 'aStaffUser';
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'package.json': json({
      name: `mf-${key}`,
      private: true,
      type: 'module',
      scripts: {
        build: 'rspack build --mode production',
        dev: 'rspack serve --mode development',
        'build-storybook': 'storybook build -o storybook-static',
        typecheck: 'tsc -b',
      },
      ...deps,
    }),
    'tsconfig.json': json({
      extends: '../tsconfig.base.json',
      compilerOptions: { types: ['node'] },
      include: ['src', '*.ts', '*.d.ts', '.storybook/*'],
      references: remoteReferences.map((path) => ({ path })),
    }),
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>mf-${key} (standalone) — NextLevel</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
    'rspack.config.ts': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areas, containerName } from '@nextlevel/bff/contract';
import { remoteConfig, type Mode } from '@nextlevel/rspack-config';

export default (_env: unknown, argv: { mode?: Mode }) =>
  remoteConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), mode: argv.mode ?? 'production', name: containerName('${key}'), port: areas.${key}.devPort });
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Read by storybook-react-rsbuild: compiles the stories' JSX with the automatic runtime.
export default defineConfig({
  plugins: [pluginReact()],
});
`,
    'vitest.config.ts': `import { defineConfig } from 'vitest/config';
import { componentTests } from '../vitest.isolation';

export default defineConfig({
  test: {
    name: 'mf-${key}',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    ...componentTests,
    setupFiles: ['./vitest.setup.ts'],
  },
});
`,
    'vitest.setup.ts': `import { setupComponentTests } from '@nextlevel/shell/testing/setup';

setupComponentTests();
`,
    '.storybook/main.ts': `import { fileURLToPath } from 'node:url';
import { screenStorybookConfig } from '@nextlevel/shell/stories/main';
import type { StorybookConfig } from 'storybook-react-rsbuild';

// The screen stories of mf-${key}; rsbuild.config.ts beside package.json adds pluginReact().
const config: StorybookConfig = {
  ...screenStorybookConfig(fileURLToPath(new URL('..', import.meta.url))),
  framework: { name: 'storybook-react-rsbuild', options: {} },
};

export default config;
`,
    '.storybook/preview.tsx': `import { screenPreview } from '@nextlevel/shell/stories';
import ${code}Routes from '../src/app/routes';

export default screenPreview({ routes: ${code}Routes, base: '${prefix}' });
`,
    'src/assets.d.ts': `// declared for TypeScript: CSS Modules and plain CSS imports
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
`,
    'src/standalone.ts': `// Development only: the remote on its own page. The async boundary lets shared modules settle first.
void import('./standalone-bootstrap');
`,
    'src/standalone-bootstrap.ts': `import { renderStandalone } from '@nextlevel/shell/standalone';
import ${code}Routes from './app/routes';

renderStandalone(${code}Routes, '${prefix}');
`,
    [`src/app/${code}Layout.tsx`]: `import { IconDashboard } from '@nextlevel/design-system';
import { areas } from '@nextlevel/bff/contract';
import { AreaLayout } from '@nextlevel/shell/area';

const links = [{ to: '${prefix}/dashboard', label: 'Dashboard', icon: <IconDashboard /> }];

/** The ${words(key)} area's frame. */
export function ${code}Layout() {
  return (
    <AreaLayout title={areas.${key}.title} links={links} signedOutHint="Sign in as ${category === 'Member' ? 'a Member' : 'staff'} on the full site (same host name) to see this area." />
  );
}
`,
    'src/app/routes.tsx': `import { areaRoute, areas } from '@nextlevel/bff/contract';
import { AreaFallback } from '@nextlevel/shell/area';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ${code}Layout } from './${code}Layout';

/** mf-${key} './routes': everything under ${prefix}/*, rendered by the shell behind the ${category} guard. */
export default function ${code}Routes() {
  return (
    <Routes>
      <Route element={<${code}Layout />}>
        <Route path={areaRoute(areas.${key}.pages.dashboard)} element={<DashboardPage />} />
        <Route
          path="*"
          element={
            <AreaFallback title="Not here yet" dashboard={{ to: '${prefix}/dashboard', label: 'Go to the dashboard' }}>
              This page is not available yet.
            </AreaFallback>
          }
        />
      </Route>
    </Routes>
  );
}
`,
    'src/features/dashboard/DashboardPage.tsx': `import { AreaDashboard } from '@nextlevel/shell/area';

/** ${prefix}/dashboard: the area's first page. */
export function DashboardPage() {
  return (
    <AreaDashboard
      title="${title}"
      description="Your new area. Replace this page with what it is for."
      stats={[]}
      quickActions={[{ label: 'Back to the main site', to: '/' }]}
      recentActivity={['Nothing yet']}
    />
  );
}
`,
    'src/features/dashboard/DashboardPage.test.tsx': `import { ${user}, renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';

afterEach(resetShell);

describe('DashboardPage', () => {
  it('shows the ${words(key)} area dashboard', () => {
    renderWithShell(<DashboardPage />, { path: '${prefix}/dashboard', user: ${user}() });
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeTruthy();
  });
});
`,
    'src/features/dashboard/DashboardPage.stories.tsx': `import { ${user}, dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/${title}/Dashboard',
  parameters: { screen: { path: '${prefix}/dashboard', user: ${user}() } },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Narrow = narrow(Filled);

export const Dark = dark(Filled);
`,
  };
};

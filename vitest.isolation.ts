import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Component test files share one module graph and one document per worker (`isolate: false`):
 * importing React, Radix and a remote's pages again for every file took most of the run. A file
 * that replaces modules (`vi.mock`) or tests what a module does on its first load is named
 * `*.isolated.test.tsx` and runs with a graph of its own, in the package's isolated project.
 */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/** Spread into a package's `test` options: its files share a module graph, but for the isolated ones. */
export const sharedModuleGraph = { isolate: false, exclude: [...configDefaults.exclude, ISOLATED_TESTS] };

/** The package's isolated project (`vitest.isolated.config.ts`): its other options, its isolated files only. */
export const isolatedTests = ({ test = {}, ...config }: ViteUserConfig) =>
  defineConfig({
    ...config,
    test: { ...test, name: `${String(test.name)} (isolated)`, isolate: true, include: [ISOLATED_TESTS], exclude: configDefaults.exclude },
  });

import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Component test files share one module graph and one document per worker (`isolate: false`):
 * importing React, Radix and a remote's pages again for every file took most of the run. A file
 * that replaces modules (`vi.mock`) or tests what a module does on its first load is named
 * `*.isolated.test.tsx` and runs with a graph of its own, in the package's isolated project.
 */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * Spread into a front-end package's `test` options: its files share a module graph, but for the
 * isolated ones. A test gets 20 s, not vitest's 5, and `expect.poll` 5 s, not 1: on a busy 2-core
 * machine (`pnpm test` runs its phases side by side) a first render that imports Radix took over
 * 5 s. A hung test still fails.
 */
export const componentTests = {
  isolate: false,
  exclude: [...configDefaults.exclude, ISOLATED_TESTS],
  testTimeout: 20_000,
  expect: { poll: { timeout: 5_000 } },
};

/** The package's isolated project (`vitest.isolated.config.ts`): its other options, its isolated files only. */
export const isolatedTests = ({ test = {}, ...config }: ViteUserConfig) =>
  defineConfig({
    ...config,
    test: { ...test, name: `${String(test.name)} (isolated)`, isolate: true, include: [ISOLATED_TESTS], exclude: configDefaults.exclude },
  });

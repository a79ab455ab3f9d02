import { defineConfig } from 'vitest/config';

// Unit, component and bff integration tests; each package has its own project config.
// e2e has its own config (e2e/vitest.config.ts) and runs after `pnpm build`.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines that run `pnpm test`.
    // The database projects set their own (bff/vitest.shared.ts).
    maxWorkers: 2,
    projects: [
      '{bff,shell,design-system,mf-*,tooling/rspack}/vitest*.config.ts',
      // The lint rules themselves (eslint.config.test.ts): a feature importing src/app fails.
      { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // The repository's own scripts (scripts/**/*.test.ts).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// bff integration tests (`*.int.test.ts`) on an embedded PGlite restored from a template per file.
// The same files run on PostgreSQL through vitest.pg.config.ts.
export default defineConfig({
  test: {
    name: 'bff-pglite',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-pglite.ts'],
    // Spawned servers and knex's own loaders run TypeScript through tsx.
    execArgv: ['--import', 'tsx'],
    maxWorkers: 2,
    // The two database projects run after the quick projects, one after the other (2 cores).
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

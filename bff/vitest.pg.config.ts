import { defineConfig } from 'vitest/config';

// The bff integration tests again, on a real PostgreSQL (TEST_DATABASE_URL, a fresh database per run),
// plus the tests that need one (two bff processes sharing sessions: `*.pg.test.ts`).
export default defineConfig({
  test: {
    name: 'bff-pg',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts', 'src/**/*.pg.test.ts', 'test/**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-pg.ts'],
    execArgv: ['--import', 'tsx'],
    maxWorkers: 2,
    // The two database projects run after the quick projects, one after the other (2 cores).
    sequence: { groupOrder: 2 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

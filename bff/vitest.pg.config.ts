import { defineConfig } from 'vitest/config';
import { integrationTests } from './vitest.shared';

// The bff integration tests again, on a real PostgreSQL (TEST_DATABASE_URL, a fresh database per run),
// plus the tests that need one (two bff processes sharing sessions: `*.pg.test.ts`).
export default defineConfig({
  test: {
    ...integrationTests,
    name: 'bff-pg',
    include: [...integrationTests.include, 'src/**/*.pg.test.ts', 'test/**/*.pg.test.ts'],
    globalSetup: ['test/support/global-pg.ts'],
    sequence: { groupOrder: 1 },
  },
});

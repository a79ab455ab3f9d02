import { defineConfig } from 'vitest/config';
import { integrationTests } from './vitest.shared';

// bff integration tests (`*.int.test.ts`) on an embedded PGlite restored from a template per file.
// The same files run on PostgreSQL through vitest.pg.config.ts.
export default defineConfig({
  test: {
    ...integrationTests,
    name: 'bff-pglite',
    globalSetup: ['test/support/global-pglite.ts'],
    // The two database projects run after the quick projects, side by side (one pool of maxWorkers).
    sequence: { groupOrder: 1 },
  },
});

import { defineConfig } from 'vitest/config';

// Browser journeys against the production build (`pnpm test:e2e` builds first). Each file starts
// its own server (support/own-server.ts, or on PostgreSQL support/pg-server.ts), so two files run
// side by side: much of a journey is waiting on its browser and server, not computing.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's first answer can take seconds on a slow or busy machine; vitest's own default is 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});

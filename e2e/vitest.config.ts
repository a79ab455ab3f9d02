import { defineConfig } from 'vitest/config';

// Browser journeys against the production build (`pnpm test:e2e` builds first). One server is
// shared by every file, so files run one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's first answer can take seconds on a slow or busy machine; vitest's own default is 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});

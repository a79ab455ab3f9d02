import { defineConfig } from 'vitest/config';

// Pure unit tests of the bff (no database); integration tests run in bff-pglite and bff-pg.
export default defineConfig({
  test: {
    name: 'bff-unit',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.int.test.ts', '**/*.pg.test.ts', '**/node_modules/**'],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';

// Pure unit tests of the bff (no database): the contract and helpers.
export default defineConfig({
  test: { name: 'bff-unit', include: ['src/contract/**/*.test.ts'], environment: 'node' },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'rspack-config', environment: 'node', include: ['src/**/*.test.ts'] },
});

import { defineConfig } from 'vitest/config';
import { sharedModuleGraph } from '../vitest.isolation';

export default defineConfig({
  test: {
    name: 'mf-public',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    ...sharedModuleGraph,
    setupFiles: ['./vitest.setup.ts'],
  },
});

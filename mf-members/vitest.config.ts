import { defineConfig } from 'vitest/config';
import { componentTests } from '../vitest.isolation';

export default defineConfig({
  test: {
    name: 'mf-members',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    ...componentTests,
    setupFiles: ['./vitest.setup.ts'],
  },
});

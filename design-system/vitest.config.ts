import { defineConfig } from 'vitest/config';
import { componentTests } from '../vitest.isolation';

export default defineConfig({
  test: {
    name: 'design-system',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    ...componentTests,
    setupFiles: ['src/test/setup.ts'],
    // CSS Modules resolve to stable, readable class names (e.g. "primary") that tests can assert.
    css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
  },
});

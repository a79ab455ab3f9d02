import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Without vitest globals, testing-library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

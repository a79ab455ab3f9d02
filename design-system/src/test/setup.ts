import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { dismiss } from '../Toast/toast-store';

// Files share one module graph per worker (vitest.isolation.ts), and so the toast store: none
// raised by the file before shows in this one.
beforeAll(() => dismiss());

// findBy… and waitFor wait 5 s, not Testing Library's 1: on a busy machine a first render took longer.
configure({ asyncUtilTimeout: 5_000 });

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { ASYNC_WAIT_MS } from '../storybook/async-wait';
import { dismiss } from '../Toast/toast-store';

// Files share one module graph per worker (vitest.isolation.ts), and so the toast store: none
// raised by the file before shows in this one.
beforeAll(() => dismiss());

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

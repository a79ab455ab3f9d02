// @nextlevel/shell/testing/setup: what the front-ends' component tests do around every file, so
// the shell and the three remotes start alike. Each package's vitest.setup.ts calls it: that file
// runs again for every test file, whereas this module, shared by the files of a worker
// (vitest.isolation.ts), is evaluated once, so hooks registered at its top level would not be.
import { dismissToast, preloadWidgets } from '@nextlevel/design-system';
import { ASYNC_WAIT_MS } from '@nextlevel/design-system/storybook';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { serveNetworkFake } from './network';

export function setupComponentTests(): void {
  // The toast store is shared by the files of a worker too: none raised by the file before
  // shows in this one.
  beforeAll(() => dismissToast());
  // Component tests exercise the real Radix widgets, not their loading stand-ins (the design
  // system tests those itself).
  beforeAll(() => preloadWidgets());
  configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
  // Without vitest globals, testing-library cannot register its own clean-up.
  afterEach(() => cleanup());
  // The network is faked by msw with the stories' typed handlers (./network.ts).
  serveNetworkFake();
}

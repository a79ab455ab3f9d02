import { dismissToast, preloadWidgets } from '@nextlevel/design-system';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Files share one module graph per worker (vitest.isolation.ts), and so the toast store: none
// raised by the file before shows in this one.
beforeAll(() => dismissToast());

// Component tests exercise the real Radix widgets, not their loading stand-ins (the design
// system tests those itself).
beforeAll(() => preloadWidgets());
// Without vitest globals, testing-library cannot register its own clean-up.
afterEach(() => cleanup());

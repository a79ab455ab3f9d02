import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta } from '@storybook/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import { axeViolations } from './test/axe';
import { preloadWidgets } from './utils/preload-widgets';

// Every story of every *.stories.tsx renders and plays without an error, a console.error
// or an axe violation (the a11y addon only fails runs under its own vitest plugin, so axe runs here).
setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(preloadWidgets);

for (const [path, module] of Object.entries(modules)) {
  describe(path, () => {
    const stories = Object.entries<{ run: () => Promise<void> }>(composeStories(module));
    it('exports stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });
    for (const [name, Story] of stories) {
      it(`renders ${name}`, async () => {
        await Story.run();
        expect(document.body.innerHTML).not.toBe('');
        expect(consoleErrors).toEqual([]);
        // A story is a fragment, not a page: the page-level landmark rule does not apply.
        expect(await axeViolations(document.body, ['region'])).toEqual([]);
      });
    }
  });
}

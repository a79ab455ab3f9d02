import type { Decorator } from '@storybook/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { AppProviders } from '../AppProviders';
import { screenOf, type ScreenStoryParameters } from './screen-parameters';
import { NARROW_TAG, NARROW_WIDTH } from './variants';

/**
 * The theme on <html> (portalled dialogs and toasts follow it). Storybook's static index cannot
 * see `narrow()`'s tag (it does not run story files), so a narrow story says so on <html> too, for
 * the check (design-system/scripts/check-screen.ts), which then opens it at that width.
 */
function PageAttributes({ theme, narrow, children }: { theme: string; narrow: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset['theme'] = theme;
    if (narrow) html.dataset['screenWidth'] = String(NARROW_WIDTH);
    else delete html.dataset['screenWidth'];
  }, [theme, narrow]);
  return children;
}

/**
 * Renders a story as the shell renders a remote: its providers (toasts, tooltips, a router at
 * `parameters.screen.path`, the auth store, react-query unless `queries: false`), fresh for each
 * story, in the theme of the toolbar or of `dark()`.
 */
export const withScreen: Decorator = (Story, context) => {
  const { path, queries } = screenOf(context.parameters as ScreenStoryParameters);
  return (
    <PageAttributes theme={context.globals['theme'] === 'dark' ? 'dark' : 'light'} narrow={context.tags.includes(NARROW_TAG)}>
      <AppProviders key={context.id} location={path} queries={queries !== false}>
        <Story />
      </AppProviders>
    </PageAttributes>
  );
};

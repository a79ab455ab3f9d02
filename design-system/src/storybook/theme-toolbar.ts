import type { Preview } from '@storybook/react';

/**
 * The Theme switch in Storybook's toolbar (light or dark tokens), for the design system's own
 * preview and every remote's screen preview alike: one toolbar across the composed Storybook.
 */
export const themeToolbar = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
} satisfies Pick<Preview, 'globalTypes' | 'initialGlobals'>;

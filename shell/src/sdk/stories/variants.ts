import type { StoryObj } from '@storybook/react';

/** The story's viewport in Storybook's toolbar; the tag tells the check to open it that wide too. */
export const NARROW_VIEWPORT = 'narrow';
export const NARROW_TAG = 'narrow';
export const NARROW_WIDTH = 320;

/** The same story 320 px wide, the narrowest phone a screen must work on. */
export const narrow = <S extends StoryObj>(story: S): S => ({
  ...story,
  tags: [...(story.tags ?? []), NARROW_TAG],
  globals: { ...story.globals, viewport: { value: NARROW_VIEWPORT, isRotated: false } },
});

/** The same story in the dark theme. */
export const dark = <S extends StoryObj>(story: S): S => ({ ...story, globals: { ...story.globals, theme: 'dark' } });

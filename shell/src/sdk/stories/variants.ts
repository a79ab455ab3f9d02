import type { Decorator, StoryObj } from '@storybook/react';
import { createElement, useLayoutEffect, useState, type ReactNode } from 'react';

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

/**
 * The browser says it is offline (navigator.onLine false) while the story is shown; online again
 * when the next story replaces it (the check switches stories in place). No offline event is sent:
 * react-query would hold its requests, and a story must settle. msw still answers: pair it with
 * `fails()` for a load that did not get through.
 */
function OfflineBrowser({ children }: { children: ReactNode }) {
  // Before the screen renders and reads it.
  useState(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
  useLayoutEffect(() => () => void delete (navigator as { onLine?: boolean }).onLine, []);
  return children;
}

const offlineDecorator: Decorator = (Story) => createElement(OfflineBrowser, null, createElement(Story));

/** The same story with the browser offline (issue #24.7). */
export const offline = <S extends StoryObj>(story: S): S => ({
  ...story,
  decorators: [...((story.decorators as Decorator[] | undefined) ?? []), offlineDecorator],
});

import type { CurrentUser } from '@nextlevel/bff/contract';
import type { Meta, StoryObj } from '@storybook/react';
import type { RequestHandler } from 'msw';

/** `parameters.screen` of a screen story: where it opens and who is signed in. */
export interface ScreenParameters {
  /** The address the screen opens at, e.g. '/members/apps/snippets?x=1'. */
  path: string;
  /** Who is signed in (`aMember()`, `aStaffUser()`); null or left out: nobody. */
  user?: CurrentUser | null;
  /** false: no react-query, as the shell renders `/` (decision 003). */
  queries?: boolean;
}

/**
 * `parameters.msw`: the story's network, by a name of your choice. Storybook merges a story's
 * parameters over its file's, so a story replaces one handler of the file by reusing its name.
 */
export type ScreenHandlers = Record<string, RequestHandler | RequestHandler[]>;

export interface ScreenStoryParameters {
  screen?: Partial<ScreenParameters>;
  msw?: ScreenHandlers;
  [other: string]: unknown;
}

/** The screen parameters of a story, checked: a story without a path is a mistake worth a clear message. */
export function screenOf(parameters: ScreenStoryParameters): ScreenParameters {
  const screen = parameters.screen;
  if (!screen?.path) throw new Error('A screen story needs parameters.screen.path (where the screen opens)');
  return { ...screen, path: screen.path };
}

/** The story's handlers as one list. */
export const handlersOf = (parameters: ScreenStoryParameters): RequestHandler[] => Object.values(parameters.msw ?? {}).flat();

/** A screen story file's default export: `satisfies ScreenMeta` checks its screen and its handlers. */
export type ScreenMeta = Meta & { parameters: ScreenStoryParameters & { screen: ScreenParameters } };
/** One state of a screen. */
export type ScreenStory = StoryObj & { parameters?: ScreenStoryParameters };

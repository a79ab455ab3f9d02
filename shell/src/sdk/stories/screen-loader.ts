import { endpoints, SIGNED_IN_HINT_COOKIE } from '@nextlevel/bff/contract';
import { dismissToast } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import type { Loader } from '@storybook/react';
import { reply } from './api-handlers';
import { applyHandlers } from './msw-worker';
import { handlersOf, screenOf, type ScreenStoryParameters } from './screen-parameters';

const initialAuth = useAuth.getState();

/**
 * Before each screen story renders: the story's network in place, and its user signed in the way
 * the shell finds one (the signed-in hint cookie, then GET /api/user), from a fresh auth store,
 * and no toast of the story before: the toast store is module state, and the Storybook check
 * switches from story to story in place.
 */
export const screenLoader: Loader = async ({ parameters }) => {
  const { user } = screenOf(parameters as ScreenStoryParameters);
  delete document.documentElement.dataset['screenReady'];
  useAuth.setState(initialAuth, true);
  dismissToast();
  document.cookie = user ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  // The story's own handlers come first: a story may make GET /api/user fail.
  await applyHandlers([...handlersOf(parameters as ScreenStoryParameters), ...(user ? [reply(endpoints.getUser, { user })] : [])]);
  return {};
};

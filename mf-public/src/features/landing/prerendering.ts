import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the page is rendered at build time (src/prerender) and while the browser hydrates
 * that markup (decision 023), false otherwise: markup that needs the live page's scripts, such as
 * the menu toggle, is rendered in a form that works without them. React renders once more with
 * false right after hydrating, and the live form takes over.
 */
export const usePrerendering = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );

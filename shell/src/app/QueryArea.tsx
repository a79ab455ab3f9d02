import { createElement, lazy, useState, type ReactNode } from 'react';
import type * as Queries from './queries';

let loaded: typeof Queries | undefined;
let pending: Promise<typeof Queries> | undefined;

/** Starts loading react-query (once; a failed load is tried again next time). */
export const loadQueries = (): Promise<typeof Queries> =>
  (pending ??= import('./queries').then(
    (m) => (loaded = m),
    (err: unknown) => {
      pending = undefined;
      LazyProvider = createLazyProvider();
      throw err;
    },
  ));

type ProviderProps = { children: ReactNode };
const provider = (q: typeof Queries) =>
  function QueryProvider({ children }: ProviderProps) {
    return createElement(q.QueryClientProvider, { client: q.queryClient }, children);
  };
// React keeps a rejected lazy() for good: a failed load makes a fresh one for the next mount.
const createLazyProvider = () => lazy(() => loadQueries().then((q) => ({ default: provider(q) })));
let LazyProvider = createLazyProvider();

/**
 * react-query around an area that uses it, loaded with that area: the landing page uses none,
 * so `/` does not download it (issue #3, bundle budget). Suspends until it has arrived.
 */
export function QueryArea({ children }: ProviderProps) {
  // Chosen once per instance: switching from the lazy type to the loaded one would remount the area.
  const [Provider] = useState(() => (loaded ? provider(loaded) : LazyProvider));
  return createElement(Provider, null, children);
}

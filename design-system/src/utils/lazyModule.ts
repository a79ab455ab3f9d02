import { use } from 'react';

/**
 * A module imported on first need and then kept. The design system is one Module Federation
 * shared module, provided whole: the Radix widgets live behind these so that a page which
 * renders none of them does not download them.
 */
export interface LazyModule<M> {
  /** Starts the import once; a failed import is tried again on the next call. */
  load: () => Promise<M>;
  /** The module once it has arrived. */
  loaded: () => M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const load = () =>
    (pending ??= importer().then(
      (m) => (module = m),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  return { load, loaded: () => module };
}

/** The module for rendering: at once when it has arrived, else suspends until it does. */
export function useLazyModule<M>(lazy: LazyModule<M>): M {
  return lazy.loaded() ?? use(lazy.load());
}

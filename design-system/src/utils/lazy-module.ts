import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

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

/**
 * A component from a lazy module: rendered at once when the module has arrived, else through
 * React.lazy (so the nearest Suspense shows its fallback meanwhile). React keeps a rejected
 * lazy() for good, so a failed import makes a fresh one for the next mount.
 */
export function lazyPart<M, P extends object>(module: LazyModule<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      module.load().then(
        (m) => ({ default: pick(m) }),
        (err: unknown) => {
          pending = create();
          throw err;
        },
      ),
    );
  let pending = create();
  return function LazyPart(props: P) {
    // Chosen once per instance: switching from the lazy type to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => {
      const m = module.loaded();
      return m ? pick(m) : pending;
    });
    return createElement(Component, props);
  };
}

import type { RemoteArea } from '@nextlevel/bff/contract';
import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { AreaModule, LoadArea } from './area-loader';
import type { ReleaseSignals } from './release-signals';

export interface LazyAreas {
  /** The area's lazy component, made once and kept while it works. */
  get: (area: RemoteArea) => LazyExoticComponent<ComponentType>;
  /** Starts loading the area now (the lazy component then awaits the same load). */
  preload: (area: RemoteArea) => void;
  /** Loads the area; a lazy component made after this renders it at once, without suspending. */
  load: (area: RemoteArea) => Promise<AreaModule>;
  /**
   * The area failed to load, or its error boundary caught an error: told to the release signals
   * (issue #26 item 6), and dropped so the next get() makes a fresh lazy() that retries the load.
   */
  retry: (area: RemoteArea) => void;
}

/**
 * A thenable that calls back synchronously: React.lazy reads its module in the same render
 * instead of suspending for a tick (which would commit the Loading fallback first).
 */
const settled = (mod: AreaModule): Promise<AreaModule> =>
  ({ then: (onFulfilled: (m: AreaModule) => void) => onFulfilled(mod) }) as unknown as Promise<AreaModule>;

/**
 * React caches a rejected lazy() for good, so each attempt needs a fresh one; a working
 * one is kept so moving between areas does not flash a loading state.
 */
export function createLazyAreas(load: LoadArea, signals?: Pick<ReleaseSignals, 'report'>): LazyAreas {
  const components = new Map<RemoteArea, LazyExoticComponent<ComponentType>>();
  const loads = new Map<RemoteArea, Promise<AreaModule>>();
  const loaded = new Map<RemoteArea, AreaModule>();
  const retrying = new Set<RemoteArea>();
  const start = (area: RemoteArea): Promise<AreaModule> => {
    let pending = loads.get(area);
    if (!pending) {
      pending = load(area, retrying.delete(area)).then((mod) => (loaded.set(area, mod), mod));
      // Every load of an area's remote counts, whether it worked or not; a failure is an error too (once its boundary catches it).
      const counted = () => signals?.report(area, 'load');
      pending.then(counted, counted);
      loads.set(area, pending);
    }
    return pending;
  };
  return {
    get: (area) => {
      let component = components.get(area);
      if (!component) {
        component = lazy(() => {
          const mod = loaded.get(area);
          return mod ? settled(mod) : start(area);
        });
        components.set(area, component);
      }
      return component;
    },
    // A failure reaches the page through the lazy component and its error boundary.
    preload: (area) => void start(area).catch(() => undefined),
    load: start,
    retry: (area) => {
      signals?.report(area, 'error');
      components.delete(area);
      loads.delete(area);
      loaded.delete(area);
      retrying.add(area);
    },
  };
}

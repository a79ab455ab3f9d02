import type { RemoteArea } from '@nextlevel/bff/contract';
import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { LoadArea } from './area-loader';

export interface LazyAreas {
  /** The area's lazy component, made once and kept while it works. */
  get: (area: RemoteArea) => LazyExoticComponent<ComponentType>;
  /** Drops a failed area so the next get() makes a fresh lazy() that retries the load. */
  retry: (area: RemoteArea) => void;
}

/**
 * React caches a rejected lazy() for good, so each attempt needs a fresh one; a working
 * one is kept so moving between areas does not flash a loading state.
 */
export function createLazyAreas(load: LoadArea): LazyAreas {
  const components = new Map<RemoteArea, LazyExoticComponent<ComponentType>>();
  const retrying = new Set<RemoteArea>();
  return {
    get: (area) => {
      let component = components.get(area);
      if (!component) {
        const retry = retrying.delete(area);
        component = lazy(() => load(area, retry));
        components.set(area, component);
      }
      return component;
    },
    retry: (area) => {
      components.delete(area);
      retrying.add(area);
    },
  };
}

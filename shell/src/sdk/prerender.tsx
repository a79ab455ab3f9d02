import type { RemoteArea } from '@nextlevel/bff/contract';
import type { ReactElement } from 'react';
import { App } from '../app/App';
import type { AreaModule } from '../remotes/area-loader';
import { createLazyAreas } from '../remotes/lazy-areas';

/**
 * Build time only (a remote's prerendered page, decision 023): the shell's whole page at `path`
 * with `area`'s routes already loaded. It is the tree the browser hydrates, so markup rendered
 * from it has the same elements, Suspense boundaries and useId values, and is adopted as it is.
 */
export async function shellPage(path: string, area: RemoteArea, routes: AreaModule): Promise<ReactElement> {
  const areas = createLazyAreas(() => Promise.resolve(routes));
  await areas.load(area);
  return <App areas={areas} location={path} />;
}

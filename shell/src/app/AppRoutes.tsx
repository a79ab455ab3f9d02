import { fallbackArea, signedInAreas, type RemoteArea as Area } from '@nextlevel/bff/contract';
import { Loading } from '@nextlevel/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../remotes/RemoteArea';
import type { LazyAreas } from '../remotes/lazy-areas';
import { AreaFrame } from '../routing/AreaFrame';
import { usePreloadOwnArea } from './use-preload-own-area';
import { useServedTitle } from './use-served-title';

// The guard (and its Access denied page) is not needed on the landing page: it arrives while
// the current user is read, and shows the same Loading... meanwhile, in the area's layout.
const RequireCategory = lazy(() => import('../routing/RequireCategory').then((m) => ({ default: m.RequireCategory })));

// A signed-in area's loading state and load error sit in its layout, as its pages do (issue #24.9).
const frameOf = (area: Area) => (children: ReactNode) => <AreaFrame area={area}>{children}</AreaFrame>;

/**
 * The top-level table (product §2), one route per signed-in area of the registry (contract/areas.ts)
 * behind its category's guard; the fallback area (mf-public) owns /, the auth paths and the 404
 * page, so everything no area claims goes to it; each remote holds its nested routes.
 * The landing page (/) is the one screen without react-query; every other one gets it.
 */
export function AppRoutes({ areas }: { areas: LazyAreas }) {
  usePreloadOwnArea(areas);
  useServedTitle();
  return (
    <Routes>
      {signedInAreas.map(({ key, prefix }) => (
        <Route
          key={key}
          path={`${prefix}/*`}
          element={
            <Suspense fallback={frameOf(key)(<Loading />)}>
              <RequireCategory area={key}>
                <RemoteArea area={key} areas={areas} withQueries frame={frameOf(key)} />
              </RequireCategory>
            </Suspense>
          }
        />
      ))}
      <Route index element={<RemoteArea area={fallbackArea} areas={areas} />} />
      <Route path="*" element={<RemoteArea area={fallbackArea} areas={areas} withQueries />} />
    </Routes>
  );
}

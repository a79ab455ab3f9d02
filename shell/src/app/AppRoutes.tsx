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
const membersFrame = (children: ReactNode) => <AreaFrame area="members">{children}</AreaFrame>;
const internalFrame = (children: ReactNode) => <AreaFrame area="internal">{children}</AreaFrame>;

/**
 * The top-level table (SPEC §2). mf-public owns /, the auth paths and the 404 page, so
 * everything that is not a protected area goes to it; each remote holds its nested routes.
 * The landing page (/) is the one screen without react-query; every other one gets it.
 */
export function AppRoutes({ areas }: { areas: LazyAreas }) {
  usePreloadOwnArea(areas);
  useServedTitle();
  return (
    <Routes>
      <Route
        path="/members/*"
        element={
          <Suspense fallback={membersFrame(<Loading />)}>
            <RequireCategory category="Member">
              <RemoteArea area="members" areas={areas} withQueries frame={membersFrame} />
            </RequireCategory>
          </Suspense>
        }
      />
      <Route
        path="/internal/*"
        element={
          <Suspense fallback={internalFrame(<Loading />)}>
            <RequireCategory category="Internal">
              <RemoteArea area="internal" areas={areas} withQueries frame={internalFrame} />
            </RequireCategory>
          </Suspense>
        }
      />
      <Route index element={<RemoteArea area="public" areas={areas} />} />
      <Route path="*" element={<RemoteArea area="public" areas={areas} withQueries />} />
    </Routes>
  );
}

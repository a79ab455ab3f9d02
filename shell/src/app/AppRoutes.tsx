import { Loading } from '@nextlevel/design-system';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../remotes/RemoteArea';
import type { LazyAreas } from '../remotes/lazy-areas';

// The guard (and its Access denied page) is not needed on the landing page: it arrives while
// the current user is read, and shows the same Loading... meanwhile.
const RequireCategory = lazy(() => import('../routing/RequireCategory').then((m) => ({ default: m.RequireCategory })));

/**
 * The top-level table (SPEC §2). mf-public owns /, the auth paths and the 404 page, so
 * everything that is not a protected area goes to it; each remote holds its nested routes.
 * The landing page (/) is the one screen without react-query; every other one gets it.
 */
export function AppRoutes({ areas }: { areas: LazyAreas }) {
  return (
    <Routes>
      <Route
        path="/members/*"
        element={
          <Suspense fallback={<Loading />}>
            <RequireCategory category="Member">
              <RemoteArea area="members" areas={areas} withQueries />
            </RequireCategory>
          </Suspense>
        }
      />
      <Route
        path="/internal/*"
        element={
          <Suspense fallback={<Loading />}>
            <RequireCategory category="Internal">
              <RemoteArea area="internal" areas={areas} withQueries />
            </RequireCategory>
          </Suspense>
        }
      />
      <Route index element={<RemoteArea area="public" areas={areas} />} />
      <Route path="*" element={<RemoteArea area="public" areas={areas} withQueries />} />
    </Routes>
  );
}

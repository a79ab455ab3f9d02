import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../remotes/RemoteArea';
import type { LazyAreas } from '../remotes/lazy-areas';
import { RequireCategory } from '../routing/RequireCategory';

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
          <RequireCategory category="Member">
            <RemoteArea area="members" areas={areas} withQueries />
          </RequireCategory>
        }
      />
      <Route
        path="/internal/*"
        element={
          <RequireCategory category="Internal">
            <RemoteArea area="internal" areas={areas} withQueries />
          </RequireCategory>
        }
      />
      <Route index element={<RemoteArea area="public" areas={areas} />} />
      <Route path="*" element={<RemoteArea area="public" areas={areas} withQueries />} />
    </Routes>
  );
}

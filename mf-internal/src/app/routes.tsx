import { Loading } from '@nextlevel/design-system';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { InternalOnlyPage } from '../features/fallback/InternalOnlyPage';
import { InternalLayout } from './InternalLayout';

// Downloads only when someone opens it (the CSV preview with its virtualised table and worker).
const DatabasePage = lazy(() => import('../features/database/DatabasePage'));

/** mf-internal './routes': everything under /internal/*, rendered by the shell behind the Internal guard. */
export default function InternalRoutes() {
  return (
    <Routes>
      <Route element={<InternalLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route
          path="database"
          element={
            <Suspense fallback={<Loading />}>
              <DatabasePage />
            </Suspense>
          }
        />
        <Route path="*" element={<InternalOnlyPage />} />
      </Route>
    </Routes>
  );
}

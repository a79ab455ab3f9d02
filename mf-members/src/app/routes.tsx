import { Loading } from '@nextlevel/design-system';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MemberOnlyPage } from '../features/fallback/MemberOnlyPage';
import { MembersLayout } from './MembersLayout';

// The settings form (and its validation) downloads only when someone opens it.
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));

/** mf-members './routes': everything under /members/*, rendered by the shell behind the Member guard. */
export default function MembersRoutes() {
  return (
    <Routes>
      <Route element={<MembersLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route
          path="settings"
          element={
            <Suspense fallback={<Loading />}>
              <SettingsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<MemberOnlyPage />} />
      </Route>
    </Routes>
  );
}

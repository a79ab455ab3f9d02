import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MemberOnlyPage } from '../features/fallback/MemberOnlyPage';
import SettingsPage from '../features/settings/SettingsPage';
import { MembersLayout } from './MembersLayout';

/** mf-members './routes': everything under /members/*, rendered by the shell behind the Member guard. */
export default function MembersRoutes() {
  return (
    <Routes>
      <Route element={<MembersLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<MemberOnlyPage />} />
      </Route>
    </Routes>
  );
}

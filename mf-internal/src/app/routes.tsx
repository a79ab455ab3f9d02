import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { InternalOnlyPage } from '../features/fallback/InternalOnlyPage';
import { InternalLayout } from './InternalLayout';

/** mf-internal './routes': everything under /internal/*, rendered by the shell behind the Internal guard. */
export default function InternalRoutes() {
  return (
    <Routes>
      <Route element={<InternalLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="*" element={<InternalOnlyPage />} />
      </Route>
    </Routes>
  );
}

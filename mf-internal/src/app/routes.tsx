import { Loading } from '@nextlevel/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { InternalOnlyPage } from '../features/fallback/InternalOnlyPage';
import { InternalLayout } from './InternalLayout';

// Each page below downloads only when someone opens it (the CSV preview with its virtualised table
// and worker, the snippets list with its filters, the snippet form with its streamed explanation,
// the default prompt's settings, the analytics tabs; their chart library loads only with the chart).
const DatabasePage = lazy(() => import('../features/database/DatabasePage'));
const SnippetsPage = lazy(() => import('../features/snippets/SnippetsPage'));
const SnippetFormPage = lazy(() => import('../features/snippets/SnippetFormPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const AnalyticsPage = lazy(() => import('../features/analytics/AnalyticsPage'));

const later = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

/** mf-internal './routes': everything under /internal/*, rendered by the shell behind the Internal guard. */
export default function InternalRoutes() {
  return (
    <Routes>
      <Route element={<InternalLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="database" element={later(<DatabasePage />)} />
        <Route path="snippets" element={later(<SnippetsPage />)} />
        <Route path="snippets/new" element={later(<SnippetFormPage />)} />
        <Route path="snippets/:snippetId/edit" element={later(<SnippetFormPage />)} />
        <Route path="analytics" element={later(<AnalyticsPage />)} />
        <Route path="settings" element={later(<SettingsPage />)} />
        <Route path="*" element={<InternalOnlyPage />} />
      </Route>
    </Routes>
  );
}

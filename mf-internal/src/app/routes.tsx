import { areaRoute, internalPages } from '@nextlevel/bff/contract';
import { Loading, preloadTabs } from '@nextlevel/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { InternalOnlyPage } from '../features/fallback/InternalOnlyPage';
import { InternalLayout } from './InternalLayout';

// Each page below downloads only when someone opens it (the CSV preview with its virtualised table
// and worker, the snippets list with its filters, the snippet form with its streamed explanation,
// the default prompt's settings, the analytics tabs, the releases; their chart library loads only with the chart).
// A page with Tabs arrives with their Radix code (fetched beside it), so its panels are not
// remounted under a user's first choice when that code lands.
const withTabs = <M,>(page: Promise<M>): Promise<M> => Promise.all([page, preloadTabs()]).then(([m]) => m);
const DatabasePage = lazy(() => withTabs(import('../features/database/DatabasePage')));
// The list fetches the form beside it once it is there: New Snippet and Edit are what staff click
// next, and the form then opens without a download (issue #24: interactive ≤ 1 s after the click).
const loadSnippetForm = () => import('../features/snippets/SnippetFormPage');
const SnippetsPage = lazy(() =>
  import('../features/snippets/SnippetsPage').then((m) => {
    void loadSnippetForm().catch(() => undefined);
    return m;
  }),
);
const SnippetFormPage = lazy(loadSnippetForm);
const SettingsPage = lazy(() => withTabs(import('../features/settings/SettingsPage')));
const AnalyticsPage = lazy(() => withTabs(import('../features/analytics/AnalyticsPage')));
const ReleasesPage = lazy(() => import('../features/releases/ReleasesPage'));
const ActivityPage = lazy(() => import('../features/activity/ActivityPage'));

const later = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

/**
 * mf-internal './routes': everything under /internal/*, rendered by the shell behind the Internal
 * guard. The paths are the contract's list, by which the bff answers any other one with 404 (issue #24.11).
 */
export default function InternalRoutes() {
  return (
    <Routes>
      <Route element={<InternalLayout />}>
        <Route path={areaRoute(internalPages.dashboard)} element={<DashboardPage />} />
        <Route path={areaRoute(internalPages.database)} element={later(<DatabasePage />)} />
        <Route path={areaRoute(internalPages.snippets)} element={later(<SnippetsPage />)} />
        <Route path={areaRoute(internalPages.newSnippet)} element={later(<SnippetFormPage />)} />
        <Route path={areaRoute(internalPages.editSnippet)} element={later(<SnippetFormPage />)} />
        <Route path={areaRoute(internalPages.analytics)} element={later(<AnalyticsPage />)} />
        <Route path={areaRoute(internalPages.releases)} element={later(<ReleasesPage />)} />
        <Route path={areaRoute(internalPages.settings)} element={later(<SettingsPage />)} />
        <Route path={areaRoute(internalPages.activity)} element={later(<ActivityPage />)} />
        <Route path="*" element={<InternalOnlyPage />} />
      </Route>
    </Routes>
  );
}

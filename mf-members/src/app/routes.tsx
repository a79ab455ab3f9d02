import { areaRoute, memberPages } from '@nextlevel/bff/contract';
import { Loading } from '@nextlevel/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MemberOnlyPage } from '../features/fallback/MemberOnlyPage';
import { MembersLayout } from './MembersLayout';
import { SnippetsLayout } from './SnippetsLayout';

// Each page below downloads only when someone opens it (the settings form with its validation,
// the apps launcher, the Snippets viewer and My Favorites with its filters).
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const AppsPage = lazy(() => import('../features/apps/AppsPage'));
const SnippetViewerPage = lazy(() => import('../features/snippets/SnippetViewerPage'));
const FavouritesPage = lazy(() => import('../features/snippets/FavouritesPage'));

const later = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

/**
 * mf-members './routes': everything under /members/*, rendered by the shell behind the Member
 * guard. The paths are the contract's list, by which the bff answers any other one with 404 (issue #24.11).
 */
export default function MembersRoutes() {
  return (
    <Routes>
      <Route element={<SnippetsLayout />}>
        <Route path={areaRoute(memberPages.snippets)} element={later(<SnippetViewerPage />)} />
        <Route path={areaRoute(memberPages.favourites)} element={later(<FavouritesPage />)} />
      </Route>
      <Route element={<MembersLayout />}>
        <Route path={areaRoute(memberPages.dashboard)} element={<DashboardPage />} />
        <Route path={areaRoute(memberPages.apps)} element={later(<AppsPage />)} />
        <Route path={areaRoute(memberPages.settings)} element={later(<SettingsPage />)} />
        <Route path="*" element={<MemberOnlyPage />} />
      </Route>
    </Routes>
  );
}

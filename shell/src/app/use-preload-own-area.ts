import { areaForPath } from '@nextlevel/bff/contract';
import { areaForCategory, useAuth } from '@nextlevel/shell/auth';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { LazyAreas } from '../remotes/lazy-areas';
import { loadQueries } from './QueryArea';

/**
 * Once someone is signed in on a page outside their own area — /login, /verify-email's two
 * seconds, another area's Access denied — their area starts loading (its remote, react-query and
 * the guard), so the redirect that follows lands on the page, not on a loading state (issue #24.9).
 * Not on /: the landing page keeps its budget (decision 003).
 */
export function usePreloadOwnArea(areas: LazyAreas) {
  const own = useAuth((s) => areaForCategory(s.user?.category));
  const { pathname } = useLocation();
  const elsewhere = pathname !== '/' && areaForPath(pathname) !== own;
  useEffect(() => {
    if (!own || !elsewhere) return;
    areas.preload(own);
    void loadQueries().catch(() => undefined);
    void import('../routing/RequireCategory').catch(() => undefined);
  }, [areas, own, elsewhere]);
}

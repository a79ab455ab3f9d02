import { useAuth } from '@nextlevel/shell/auth';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type * as MemberTracking from './member-tracking';

/**
 * Member analytics (product §4): nothing for anyone else. The tracker arrives by dynamic import
 * once a Member is known, so the landing page's bundle does not carry it; each path change is
 * then one page view, with its area and the build of that area's remote. Recording never blocks
 * the page: failures are only logged.
 */
export function MemberAnalytics() {
  const isMember = useAuth((s) => s.user?.category === 'Member');
  const { pathname } = useLocation();
  const [tracker, setTracker] = useState<typeof MemberTracking | null>(null);

  useEffect(() => {
    if (!isMember) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./member-tracking')
      .then((loaded) => {
        if (cancelled) return;
        stop = loaded.startMemberTracking();
        setTracker(loaded);
      })
      .catch((err: unknown) => console.error('Analytics could not load', err));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isMember]);

  useEffect(() => {
    if (isMember && tracker) tracker.recordPageView(pathname);
  }, [isMember, tracker, pathname]);

  return null;
}

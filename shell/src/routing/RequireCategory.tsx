import { areas, publicPages, type RemoteArea } from '@nextlevel/bff/contract';
import { Loading } from '@nextlevel/design-system';
import { areaForCategory, dashboardPathFor, loginPathFor, useAuth } from '@nextlevel/shell/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessDenied } from './AccessDenied';
import { AreaFrame } from './AreaFrame';
import { SessionCheckFailed } from './SessionCheckFailed';

interface Props {
  /** The signed-in area it guards: its registry entry says which category may enter. */
  area: RemoteArea;
  children: ReactNode;
}

/**
 * product §2 "Protected routes", each state in the area's layout (issue #24.9): Loading... while the
 * session is read; no user → /login?next=<where they were going> (or / right after Sign Out);
 * wrong category → Access denied, then their own dashboard (whose area AppRoutes starts loading
 * meanwhile). A session check that got no answer is not a sign-out (issue #24.7): "Can't reach
 * NextLevel" with Retry, at the same address. A session that must set up a second factor first
 * (issue #27 item 5) goes to /setup-two-step.
 */
export function RequireCategory({ area, children }: Props) {
  const { category } = areas[area];
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const signedOut = useAuth((s) => s.signedOut);
  const { pathname, search, hash } = useLocation();
  if (!user) {
    if (status === 'failed')
      return (
        <AreaFrame area={area}>
          <SessionCheckFailed />
        </AreaFrame>
      );
    if (status !== 'ready')
      return (
        <AreaFrame area={area}>
          <Loading />
        </AreaFrame>
      );
    // After Sign Out the visitor is on their way to / (product §2); anyone else signs in first and
    // comes back here (issue #24.8: in the query, so a reload of /login keeps it; see LoginPage).
    return <Navigate to={signedOut ? '/' : loginPathFor(pathname + search + hash)} replace />;
  }
  // Issue #27 item 5: a session REQUIRE_MFA_FOR holds sets up a second factor before anything else.
  if (user.mfa_setup_required) return <Navigate to={publicPages.setupTwoStep} replace />;
  if (user.category !== category) {
    const own = areaForCategory(user.category);
    return (
      <AreaFrame area={own ?? area}>
        <AccessDenied to={dashboardPathFor(user.category)} />
      </AreaFrame>
    );
  }
  return children;
}

import { useAuth } from '@nextlevel/shell/auth';
import { areaCardsFor } from '@nextlevel/bff/contract';
import { AreaDashboard } from '@nextlevel/shell/area';
import { useMemberDashboard } from './api/get-dashboard';
import { quickActions, recentActivityFor, statsFor, type DashboardState } from './dashboard-content';

/**
 * /members/dashboard (product §2): "Welcome" in the session of the account's first sign-in (the
 * sign-up's verification, `first_visit` from the bff), "Welcome back" after (issue #24.14). Last
 * Login and Recent Activity come from the activity log (issue #27 item 9).
 */
export function DashboardPage() {
  const firstName = useAuth((s) => s.user?.first_name);
  const firstVisit = useAuth((s) => s.user?.first_visit === true);
  const dashboard = useMemberDashboard();
  const state: DashboardState = dashboard.isSuccess
    ? { status: 'ready', data: dashboard.data }
    : { status: dashboard.isError ? 'error' : 'loading' };
  return (
    <AreaDashboard
      title={`${firstVisit ? 'Welcome' : 'Welcome back'}${firstName ? `, ${firstName}` : ''}!`}
      description="Here is an overview of your NextLevel account."
      stats={statsFor(state)}
      quickActions={quickActions}
      recentActivity={recentActivityFor(state)}
      areaCards={areaCardsFor('Member')}
    />
  );
}

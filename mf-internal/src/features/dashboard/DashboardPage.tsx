import { useAuth } from '@nextlevel/shell/auth';
import { areaCardsFor } from '@nextlevel/bff/contract';
import { AreaDashboard } from '@nextlevel/shell/area';
import { useInternalDashboard } from './api/get-dashboard';
import { quickActions, recentActivityFor, statsFor, type DashboardState } from './dashboard-content';

/** /internal/dashboard (product §2): Total Users and Recent Activity from the bff (issue #27 item 9), the other cards fixed. */
export function DashboardPage() {
  const firstName = useAuth((s) => s.user?.first_name);
  const dashboard = useInternalDashboard();
  const state: DashboardState = dashboard.isSuccess
    ? { status: 'ready', data: dashboard.data }
    : { status: dashboard.isError ? 'error' : 'loading' };
  return (
    <AreaDashboard
      title="Dashboard"
      description={`Welcome${firstName ? `, ${firstName}` : ''}. An overview of the NextLevel system.`}
      stats={statsFor(state)}
      quickActions={quickActions}
      recentActivity={recentActivityFor(state)}
      areaCards={areaCardsFor('Internal')}
    />
  );
}

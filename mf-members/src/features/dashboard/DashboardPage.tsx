import { useAuth } from '@nextlevel/shell/auth';
import { areaCardsFor } from '@nextlevel/bff/contract';
import { AreaDashboard } from '@nextlevel/shell/area';
import { quickActions, recentActivity, stats } from './dashboard-content';

/**
 * /members/dashboard: a static welcome (product §2): "Welcome" in the session of the account's first
 * sign-in (the sign-up's verification, `first_visit` from the bff), "Welcome back" after (issue #24.14).
 */
export function DashboardPage() {
  const firstName = useAuth((s) => s.user?.first_name);
  const firstVisit = useAuth((s) => s.user?.first_visit === true);
  return (
    <AreaDashboard
      title={`${firstVisit ? 'Welcome' : 'Welcome back'}${firstName ? `, ${firstName}` : ''}!`}
      description="Here is an overview of your NextLevel account."
      stats={stats}
      quickActions={quickActions}
      recentActivity={recentActivity}
      areaCards={areaCardsFor('Member')}
    />
  );
}

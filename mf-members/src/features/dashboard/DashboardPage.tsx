import { useAuth } from '@nextlevel/shell/auth';
import { AreaDashboard } from '@nextlevel/shell/area';
import { quickActions, recentActivity, stats } from './dashboard-content';

/** /members/dashboard: a static welcome (SPEC §2). */
export function DashboardPage() {
  const firstName = useAuth((s) => s.user?.first_name);
  return (
    <AreaDashboard
      title={`Welcome back${firstName ? `, ${firstName}` : ''}!`}
      description="Here is an overview of your NextLevel account."
      stats={stats}
      quickActions={quickActions}
      recentActivity={recentActivity}
    />
  );
}

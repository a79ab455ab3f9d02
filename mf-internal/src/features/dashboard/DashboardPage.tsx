import { useAuth } from '@nextlevel/shell/auth';
import { areaCardsFor } from '@nextlevel/bff/contract';
import { AreaDashboard } from '@nextlevel/shell/area';
import { quickActions, recentActivity, stats } from './dashboard-content';

/** /internal/dashboard: static cards and placeholder lists (product §2). */
export function DashboardPage() {
  const firstName = useAuth((s) => s.user?.first_name);
  return (
    <AreaDashboard
      title="Dashboard"
      description={`Welcome${firstName ? `, ${firstName}` : ''}. An overview of the NextLevel system.`}
      stats={stats}
      quickActions={quickActions}
      recentActivity={recentActivity}
      areaCards={areaCardsFor('Internal')}
    />
  );
}

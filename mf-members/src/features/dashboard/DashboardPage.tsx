import { CardGrid, ListCard, PageHeader, StatGrid } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { Link } from 'react-router-dom';
import { quickActions, recentActivity, stats } from './dashboard-content';
import styles from './DashboardPage.module.css';

const actionItems = quickActions.map(({ label, to }) => ({ id: to, content: <Link to={to}>{label}</Link> }));
const activityItems = recentActivity.map((item) => ({ id: item, content: item }));

/** /members/dashboard: a static welcome (SPEC §2). */
export function DashboardPage() {
  const firstName = useAuth((s) => s.user?.first_name);
  return (
    <div className={styles.page}>
      <PageHeader title={`Welcome back${firstName ? `, ${firstName}` : ''}!`} description="Here is an overview of your NextLevel account." />
      <StatGrid stats={stats} />
      <CardGrid>
        <ListCard title="Quick Actions" items={actionItems} />
        <ListCard title="Recent Activity" items={activityItems} />
      </CardGrid>
    </div>
  );
}

import { CardGrid, ListCard, Page, PageHeader, StatGrid, type Stat } from '@nextlevel/design-system';
import { Link } from 'react-router-dom';

export interface AreaDashboardProps {
  title: string;
  description: string;
  stats: readonly Stat[];
  quickActions: readonly { label: string; to: string }[];
  recentActivity: readonly string[];
}

/** A signed-in area's static dashboard (SPEC §2): figures, then Quick Actions and Recent Activity. */
export function AreaDashboard({ title, description, stats, quickActions, recentActivity }: AreaDashboardProps) {
  return (
    <Page>
      <PageHeader title={title} description={description} />
      <StatGrid stats={stats} />
      {/* Right under the page's h1: the two cards are its sections (axe heading-order). */}
      <CardGrid>
        <ListCard
          titleLevel={2}
          title="Quick Actions"
          items={quickActions.map(({ label, to }) => ({ id: to, content: <Link to={to}>{label}</Link> }))}
        />
        <ListCard titleLevel={2} title="Recent Activity" items={recentActivity.map((item) => ({ id: item, content: item }))} />
      </CardGrid>
    </Page>
  );
}

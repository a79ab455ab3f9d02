import { CardGrid, ListCard, PageHeader, StatGrid, type Stat } from '@nextlevel/design-system';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './AreaDashboard.module.css';

export interface AreaDashboardProps {
  title: string;
  description: string;
  stats: readonly Stat[];
  quickActions: readonly { label: string; to: string }[];
  recentActivity: readonly string[];
}

/** A signed-in area's static dashboard (SPEC §2): figures, then Quick Actions and Recent Activity. */
export function AreaDashboard({ title, description, stats, quickActions, recentActivity }: AreaDashboardProps) {
  const listsHeading = useId();
  return (
    <div className={styles.page}>
      <PageHeader title={title} description={description} />
      <StatGrid stats={stats} />
      {/* The cards' titles are h3 (CardTitle): an h2 above them keeps the outline whole (axe heading-order). */}
      <section aria-labelledby={listsHeading}>
        <h2 id={listsHeading} className={styles.visuallyHidden}>
          Shortcuts and activity
        </h2>
        <CardGrid>
          <ListCard
            title="Quick Actions"
            items={quickActions.map(({ label, to }) => ({ id: to, content: <Link to={to}>{label}</Link> }))}
          />
          <ListCard title="Recent Activity" items={recentActivity.map((item) => ({ id: item, content: item }))} />
        </CardGrid>
      </section>
    </div>
  );
}

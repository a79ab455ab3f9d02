import { messages, type AnalyticsRange } from '@nextlevel/bff/contract';
import { EmptyState, IconChart, Loading } from '@nextlevel/design-system';
import { useId } from 'react';
import { useBuildHealth } from '../api/get-build-health';
import { useBuildViews } from '../api/get-build-views';
import { usePageViews } from '../api/get-page-views';
import { useTopPages } from '../api/get-top-pages';
import { totalViews } from '../totals';
import styles from './AnalyticsTab.module.css';
import { BuildHealthTable } from './BuildHealthTable';
import { BuildViewsTable } from './BuildViewsTable';
import { DailyViewsChart } from './DailyViewsChart';
import { DailyViewsTable } from './DailyViewsTable';
import { LoadFailures } from './LoadFailures';
import { TopPagesTable } from './TopPagesTable';

/**
 * product §2 Page Views: the daily views as a chart and a table, every top page with its unique
 * visitors, views by build, and loads and errors by build (issue #26 item 6).
 */
export function PageViewsTab({ days }: { days: AnalyticsRange }) {
  const range = { days, period: 'current' } as const;
  const daily = usePageViews(range);
  const topPages = useTopPages(range);
  const builds = useBuildViews(range);
  const health = useBuildHealth(range);
  const chartTitle = useId();
  const suffix = `last-${days}-days`;

  if (daily.isPending) return <Loading text="Loading page views..." />;
  if (daily.isSuccess && totalViews(daily.data) === 0)
    return (
      <EmptyState
        title={`No page views in the last ${days} days.`}
        description="Members' visits show here as they browse the portal."
        icon={<IconChart size={28} />}
      />
    );

  let top;
  if (topPages.isPending) top = <Loading text="Loading top pages..." />;
  else if (topPages.isError) top = null;
  else top = <TopPagesTable title="Top pages" pages={topPages.data} filename={`top-pages-${suffix}`} busy={topPages.isPlaceholderData} />;

  let byBuild;
  if (builds.isPending) byBuild = <Loading text="Loading views by build..." />;
  else if (builds.isError) byBuild = null;
  else byBuild = <BuildViewsTable builds={builds.data} filename={`views-by-build-${suffix}`} busy={builds.isPlaceholderData} />;

  let byBuildHealth;
  if (health.isPending) byBuildHealth = <Loading text="Loading loads and errors by build..." />;
  else if (health.isError) byBuildHealth = null;
  else
    byBuildHealth = (
      <BuildHealthTable builds={health.data} filename={`loads-and-errors-by-build-${suffix}`} busy={health.isPlaceholderData} />
    );

  return (
    <div className={styles.tab}>
      {/* Whatever failed is said once, with one Retry (issue #24.7); what loaded shows under it. */}
      <LoadFailures
        loads={[
          { query: daily, message: messages.errors.pageViewStats },
          { query: topPages, message: messages.errors.topPages },
          { query: builds, message: messages.errors.buildStats },
          { query: health, message: messages.errors.buildHealth },
        ]}
      />
      {daily.isError ? null : (
        <>
          <section className={styles.card} aria-labelledby={chartTitle} aria-busy={daily.isPlaceholderData || undefined}>
            <h2 id={chartTitle} className={styles.title}>
              Daily page views
            </h2>
            <DailyViewsChart points={daily.data} days={days} />
          </section>
          <DailyViewsTable points={daily.data} filename={`page-views-by-day-${suffix}`} />
        </>
      )}
      {top}
      {byBuild}
      {byBuildHealth}
    </div>
  );
}

import { ACTIVE_WINDOW_MINUTES, messages, type AnalyticsRange } from '@nextlevel/bff/contract';
import { EmptyState, IconChart, Loading } from '@nextlevel/design-system';
import { useActiveMembers } from '../api/get-active-members';
import { useEvents } from '../api/get-events';
import { usePageViews } from '../api/get-page-views';
import { useVisitStats } from '../api/get-visit-stats';
import { useTopPages } from '../api/get-top-pages';
import { formatDuration } from '../format-duration';
import { formatCount } from '../formats';
import { periodChange } from '../period-change';
import { totalEvents, totalViews } from '../totals';
import { LoadFailures } from './LoadFailures';
import styles from './AnalyticsTab.module.css';
import { StatFigures, type Figure } from './StatFigures';
import { TopPagesTable } from './TopPagesTable';

/** product §9: the overview lists the top 5 pages. */
export const OVERVIEW_TOP_PAGES = 5;

/** product §2 Overview: the four totals against the previous period, who is active now, and the top 5 pages. */
export function OverviewTab({ days }: { days: AnalyticsRange }) {
  const current = { days, period: 'current' } as const;
  const previous = { days, period: 'previous' } as const;
  const views = [usePageViews(current), usePageViews(previous)] as const;
  const events = [useEvents(current), useEvents(previous)] as const;
  const visits = [useVisitStats(current), useVisitStats(previous)] as const;
  const active = useActiveMembers();
  const topPages = useTopPages(current);

  if (views[0].isPending || events[0].isPending || visits[0].isPending) return <Loading text="Loading analytics..." />;

  // Whatever failed is said once, with one Retry (issue #24.7); what loaded shows under it.
  const loads = [
    { query: views[0], message: messages.errors.pageViewStats },
    { query: events[0], message: messages.errors.eventStats },
    { query: visits[0], message: messages.errors.visitStats },
    { query: active, message: messages.errors.activeMembers },
    { query: topPages, message: messages.errors.topPages },
  ];
  const anyFailed = loads.some((l) => l.query.isError);

  const figures: Figure[] = [];
  const change = (now: number, before: number | undefined) => (before === undefined ? undefined : periodChange(now, before));
  if (views[0].data) {
    const now = totalViews(views[0].data);
    figures.push({ label: 'Total Page Views', value: formatCount(now), change: change(now, views[1].data && totalViews(views[1].data)) });
  }
  if (events[0].data) {
    const now = totalEvents(events[0].data);
    figures.push({ label: 'Total Events', value: formatCount(now), change: change(now, events[1].data && totalEvents(events[1].data)) });
  }
  if (visits[0].data) {
    const { totalSessions, avgDuration } = visits[0].data;
    const before = visits[1].data;
    figures.push(
      { label: 'Total Sessions', value: formatCount(totalSessions), change: change(totalSessions, before?.totalSessions) },
      {
        label: 'Avg Session Duration',
        value: formatDuration(avgDuration),
        change: change(Math.floor(avgDuration), before && Math.floor(before.avgDuration)),
      },
    );
  }
  if (active.data)
    figures.push({
      label: 'Active Members now',
      value: formatCount(active.data.activeMembers),
      note: `Seen in the last ${ACTIVE_WINDOW_MINUTES} minutes`,
    });

  const nothing =
    !anyFailed &&
    totalViews(views[0].data ?? []) === 0 &&
    totalEvents(events[0].data ?? []) === 0 &&
    visits[0].data?.totalSessions === 0 &&
    !active.data?.activeMembers;
  if (nothing)
    return (
      <EmptyState
        title={`No activity in the last ${days} days.`}
        description="Page views, events and sessions show here once Members use the portal."
        icon={<IconChart size={28} />}
      />
    );

  const busy = [views[0], events[0], visits[0], topPages].some((q) => q.isPlaceholderData);
  let top;
  if (topPages.isPending) top = <Loading text="Loading top pages..." />;
  else if (topPages.isError) top = null;
  else if (topPages.data.length === 0) top = <EmptyState title={`No pages viewed in the last ${days} days.`} />;
  else
    top = (
      <TopPagesTable
        title={`Top ${OVERVIEW_TOP_PAGES} pages`}
        pages={topPages.data.slice(0, OVERVIEW_TOP_PAGES)}
        filename={`top-${OVERVIEW_TOP_PAGES}-pages-last-${days}-days`}
        busy={topPages.isPlaceholderData}
      />
    );
  return (
    <div className={styles.tab}>
      <LoadFailures loads={loads} />
      {figures.length > 0 ? <StatFigures aria-label="Key figures" figures={figures} against={`previous ${days} days`} busy={busy} /> : null}
      {top}
    </div>
  );
}

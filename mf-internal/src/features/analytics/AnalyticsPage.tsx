import { messages } from '@nextlevel/bff/contract';
import { OfflineNotice, Page, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@nextlevel/design-system';
import styles from './AnalyticsPage.module.css';
import { EventsTab } from './components/EventsTab';
import { OverviewTab } from './components/OverviewTab';
import { PageViewsTab } from './components/PageViewsTab';
import { RangeSelect } from './components/RangeSelect';
import { VisitsTab } from './components/VisitsTab';
import { ANALYTICS_TABS, useAnalyticsView, type AnalyticsTab } from './use-analytics-view';

/**
 * Each tab's name; on a phone the first word of a two-word name is hidden from the eye (not from
 * screen readers), so the four fit one row at 390 px (issue #24.13): "Views" of "Page Views".
 */
const tabLabels: Record<AnalyticsTab, { first?: string; last: string }> = {
  overview: { last: 'Overview' },
  'page-views': { first: 'Page', last: 'Views' },
  events: { first: 'User', last: 'Events' },
  sessions: { last: 'Sessions' },
};

/**
 * /internal/analytics (product §2, issue #13): a time range and four tabs. A tab's statistics load
 * when it is first opened (Radix mounts the open panel only); the range and tab live in the URL.
 */
export default function AnalyticsPage() {
  const { days, tab, setDays, setTab } = useAnalyticsView();
  return (
    <Page>
      <PageHeader
        title="Analytics"
        description="How Members use the portal: page views, events and sessions."
        actions={<RangeSelect days={days} onDays={setDays} className={styles.range} />}
      />
      <OfflineNotice>{messages.errors.offline}</OfflineNotice>
      <Tabs value={tab} onValueChange={(value) => setTab(value as AnalyticsTab)}>
        <TabsList aria-label="Analytics sections" className={styles.tabs}>
          {ANALYTICS_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value].first ? <span className={styles.phoneHidden}>{tabLabels[value].first} </span> : null}
              {tabLabels[value].last}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab days={days} />
        </TabsContent>
        <TabsContent value="page-views">
          <PageViewsTab days={days} />
        </TabsContent>
        <TabsContent value="events">
          <EventsTab days={days} />
        </TabsContent>
        <TabsContent value="sessions">
          <VisitsTab days={days} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

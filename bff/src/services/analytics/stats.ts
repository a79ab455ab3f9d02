import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { ACTIVE_WINDOW_MINUTES, type AnalyticsStatsQuery } from '../../contract/analytics';
import type { ActiveMembers, AreaBuildViews, EventCount, PageViewsPoint, VisitStats, TopPage } from '../../contract/analytics-stats';
import type { Dimension } from './sql/fragments';
import {
  activeMembersSince,
  eventCounts,
  isRangeCached,
  keyRowsCached,
  keyRowsCounted,
  keyRowsEndingToday,
  pageViewsByDay,
  visitTotals,
  type KeyRow,
} from './sql/stats';
import { statsRange, type StatsRange } from './stats-range';

export interface AnalyticsStatsDeps {
  db: Knex;
  clock: Clock;
}

/** The statistics the internal analytics screens read (product §7, issue #13, decision 012). */
export const createAnalyticsStats = ({ db, clock }: AnalyticsStatsDeps) => {
  /**
   * Unique users of a range that ends today come from each user's last day; of an earlier range,
   * from the worker's cache once it has made it (rollup.ts), else counted. A GET never writes
   * (issue #25): it does not fill the cache itself, however long the worker takes.
   */
  const byKey = async (dimension: Dimension, range: StatsRange): Promise<KeyRow[]> => {
    if (range.endsToday) return keyRowsEndingToday(db, dimension, range);
    return (await isRangeCached(db, dimension, range)) ? keyRowsCached(db, dimension, range) : keyRowsCounted(db, dimension, range);
  };

  return {
    /** Every day of the range with its page views, zeros included. */
    pageViews: (query: AnalyticsStatsQuery): Promise<PageViewsPoint[]> => pageViewsByDay(db, statsRange(query, clock.now())),

    /** Every page viewed in the range, most views first, with its unique users over the whole range. */
    async topPages(query: AnalyticsStatsQuery): Promise<TopPage[]> {
      const found = await byKey('page', statsRange(query, clock.now()));
      return found.map((r) => ({ page_path: r.key, unique_users: r.unique_users, views: r.views }));
    },

    /** Page views by area and by the build of its remote that rendered them. */
    async builds(query: AnalyticsStatsQuery): Promise<AreaBuildViews[]> {
      const found = await byKey('build', statsRange(query, clock.now()));
      return found.map((r) => {
        const [area, build] = JSON.parse(r.key) as [string, string | null];
        return {
          area,
          build,
          views: r.views,
          unique_users: r.unique_users,
          first_view: new Date(r.first_view).toISOString(),
          last_view: new Date(r.last_view).toISOString(),
        };
      });
    },

    /** Event types in the range, most frequent first. */
    events: (query: AnalyticsStatsQuery): Promise<EventCount[]> => eventCounts(db, statsRange(query, clock.now())),

    /** Visits started in the range and their average length in whole seconds (floored). */
    async visits(query: AnalyticsStatsQuery): Promise<VisitStats> {
      const row = await visitTotals(db, statsRange(query, clock.now()));
      const totalSessions = Number(row?.visits ?? 0);
      const avgDuration = totalSessions === 0 ? 0 : Number(BigInt(String(row!.duration)) / BigInt(totalSessions));
      return { totalSessions, avgDuration };
    },

    /** Members with a page view or an event in the last ACTIVE_WINDOW_MINUTES minutes. */
    async active(): Promise<ActiveMembers> {
      const since = new Date(clock.now().getTime() - ACTIVE_WINDOW_MINUTES * 60_000);
      return { activeMembers: await activeMembersSince(db, since) };
    },
  };
};

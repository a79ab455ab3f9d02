import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import {
  ACTIVE_WINDOW_MINUTES,
  type ActiveMembers,
  type AnalyticsStatsQuery,
  type AreaBuildViews,
  type EventCount,
  type PageViewsPoint,
  type SessionStats,
  type TopPage,
} from '../../contract/analytics';
import { cacheRangeUniques } from './rollup';
import { DIMENSION_KEY, SESSIONS_DAY, SESSION_DURATION, WATERMARK, utcDay, utcMidnight, type Dimension } from './rollup-sql';
import { statsRange, type StatsRange } from './stats-range';

// Raw SQL on purpose (decision 012): each figure is ONE statement, so the watermark it reads and
// the rollups it sums come from the same snapshot (the worker moves both in one transaction):
// rollups hold the rows before the watermark, the raw tables are read from it on.

export interface AnalyticsStatsDeps {
  db: Knex;
  clock: Clock;
}

interface KeyRow {
  key: string;
  views: number;
  unique_users: number;
  first_view: Date;
  last_view: Date;
}

const rows = async <T>(db: Knex, sql: string, params: unknown[]): Promise<T[]> =>
  ((await db.raw(sql, params as Knex.RawBinding[])) as { rows: T[] }).rows;

/** Raw rows of the range not yet rolled up. Params: start, end. */
const rawSince = (column: string) => `${column} >= greatest(${WATERMARK}, ?::timestamptz) and ${column} < ?::timestamptz`;

/** Per key of a dimension: views, first and last view (rollups + raw) and the raw rows themselves. Params: dim, first, end, start, end. */
const viewsByKey = (dimension: Dimension) => `
  rolled as (select key, sum(views) as views, min(first_view) as first_view, max(last_view) as last_view
    from analytics_daily_views where dimension = ? and day >= ?::date and day < ?::date group by key),
  raw as (select ${DIMENSION_KEY[dimension]} as key, p.user_id, p."timestamp" from page_views p where ${rawSince('p."timestamp"')}),
  raw_views as (select key, count(*) as views, min("timestamp") as first_view, max("timestamp") as last_view from raw group by key),
  keys as (select key from rolled union select key from raw_views)`;

const selectByKey = `select k.key, (coalesce(rv.views, 0) + coalesce(xv.views, 0))::int as views, coalesce(u.users, 0)::int as unique_users,
    least(rv.first_view, xv.first_view) as first_view, greatest(rv.last_view, xv.last_view) as last_view
  from keys k left join rolled rv using (key) left join raw_views xv using (key) left join users u using (key)
  order by views desc, k.key`;

/**
 * A range that ends today: a user counts for a key when their last day (rolled up) is in the range,
 * or when they have a raw row in it and no such last day. Params: viewsByKey's, dim, first, dim, first.
 */
const endingTodaySql = (dimension: Dimension) => `with ${viewsByKey(dimension)},
  users as (select key, sum(n) as users from (
    select key, users as n from analytics_last_seen_counts where dimension = ? and last_day >= ?::date
    union all
    select r.key, count(distinct r.user_id) from raw r where not exists (select 1 from analytics_last_seen s
      where s.dimension = ? and s.key = r.key and s.user_id = r.user_id and s.last_day >= ?::date) group by r.key) x group by key)
  ${selectByKey}`;

/** A range of closed days all rolled up: the cached unique users. Params: viewsByKey's, dim, first, last. */
const cachedSql = (dimension: Dimension) => `with ${viewsByKey(dimension)},
  cache as (select users from analytics_range_uniques where dimension = ? and first_day = ?::date and last_day = ?::date),
  users as (select c.key, c.value::int as users from cache, jsonb_each_text(cache.users) c)
  ${selectByKey}`;

/** Any other range (the worker is behind): distinct users of the rolled days and of the raw rows. Params: viewsByKey's, dim, first, end. */
const directSql = (dimension: Dimension) => `with ${viewsByKey(dimension)},
  users as (select key, count(*) as users from (
    select key, user_id from analytics_daily_users where dimension = ? and day >= ?::date and day < ?::date
    union select key, user_id from raw where user_id is not null) x group by key)
  ${selectByKey}`;

/** The statistics the internal analytics screens read (SPEC §7, issue #13). */
export const createAnalyticsStats = ({ db, clock }: AnalyticsStatsDeps) => {
  const watermark = async (): Promise<Date | undefined> =>
    (await rows<{ watermark: Date }>(db, `select ${WATERMARK} as watermark`, []))[0]?.watermark ?? undefined;

  const byKey = async (dimension: Dimension, range: StatsRange): Promise<KeyRow[]> => {
    const views = [dimension, range.firstDay, range.endDay, range.start, range.end];
    if (range.endsToday) return rows(db, endingTodaySql(dimension), [...views, dimension, range.firstDay, dimension, range.firstDay]);
    const w = await watermark();
    // The watermark only moves forward, so a range rolled up now stays rolled up.
    if (w && w >= range.end) {
      await cacheRangeUniques(db, range.firstDay, range.lastDay);
      return rows(db, cachedSql(dimension), [...views, dimension, range.firstDay, range.lastDay]);
    }
    return rows(db, directSql(dimension), [...views, dimension, range.firstDay, range.endDay]);
  };

  return {
    /** Every day of the range with its page views, zeros included. */
    async pageViews(query: AnalyticsStatsQuery): Promise<PageViewsPoint[]> {
      const range = statsRange(query, clock.now());
      return rows<PageViewsPoint>(
        db,
        `select to_char(g.day, 'YYYY-MM-DD') as date, (coalesce(r.views, 0) + coalesce(x.views, 0))::int as views
         from (select ?::date + i as day from generate_series(0, ?::date - ?::date - 1) i) g
         left join (select day, sum(views) as views from analytics_daily_views
           where dimension = 'page' and day >= ?::date and day < ?::date group by day) r on r.day = g.day
         left join (select ${utcDay('"timestamp"')} as day, count(*) as views from page_views
           where ${rawSince('"timestamp"')} group by 1) x on x.day = g.day
         order by g.day`,
        [range.firstDay, range.endDay, range.firstDay, range.firstDay, range.endDay, range.start, range.end],
      );
    },

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
    async events(query: AnalyticsStatsQuery): Promise<EventCount[]> {
      const range = statsRange(query, clock.now());
      return rows<EventCount>(
        db,
        `select event_type, sum(n)::int as count from (
           select event_type, count as n from analytics_daily_events where day >= ?::date and day < ?::date
           union all
           select event_type, count(*) from user_events where ${rawSince('"timestamp"')} group by event_type) e
         group by event_type order by count desc, event_type`,
        [range.firstDay, range.endDay, range.start, range.end],
      );
    },

    /** Sessions started in the range and their average length in whole seconds (floored). */
    async sessions(query: AnalyticsStatsQuery): Promise<SessionStats> {
      const range = statsRange(query, clock.now());
      const [row] = await rows<{ sessions: string; duration: string }>(
        db,
        `select (r.sessions + x.sessions)::bigint as sessions, (r.duration + x.duration)::bigint as duration
         from (select coalesce(sum(sessions), 0) as sessions, coalesce(sum(duration_sum), 0) as duration
           from analytics_daily_sessions where day >= ?::date and day < ?::date) r,
         (select count(*) as sessions, coalesce(sum(${SESSION_DURATION}), 0) as duration from sessions
           where started_at >= greatest(${utcMidnight(SESSIONS_DAY)}, ?::timestamptz) and started_at < ?::timestamptz) x`,
        [range.firstDay, range.endDay, range.start, range.end],
      );
      const totalSessions = Number(row?.sessions ?? 0);
      const avgDuration = totalSessions === 0 ? 0 : Number(BigInt(String(row!.duration)) / BigInt(totalSessions));
      return { totalSessions, avgDuration };
    },

    /** Members with a page view or an event in the last ACTIVE_WINDOW_MINUTES minutes. */
    async active(): Promise<ActiveMembers> {
      const since = new Date(clock.now().getTime() - ACTIVE_WINDOW_MINUTES * 60_000);
      const [row] = await rows<{ n: number }>(
        db,
        `select count(distinct user_id)::int as n from (
           select user_id from page_views where "timestamp" >= ?
           union all select user_id from user_events where "timestamp" >= ?) a`,
        [since, since],
      );
      return { activeMembers: row?.n ?? 0 };
    },
  };
};

export type AnalyticsStats = ReturnType<typeof createAnalyticsStats>;

// The statistics' SQL (decision 012): each figure is ONE statement, so the watermark it reads and
// the rollups it sums come from the same snapshot (the worker moves both in one transaction):
// rollups hold the rows before the watermark, the raw tables are read from it on. Reads only.
import type { Knex } from 'knex';
import type { EventCount, PageViewsPoint } from '../../../contract/analytics-stats';
import type { StatsRange } from '../stats-range';
import { DIMENSION_KEY, VISITS_DAY, VISIT_DURATION, WATERMARK, utcDay, utcMidnight, type Dimension } from './fragments';

export interface KeyRow {
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

/** A range of closed days the worker has cached: the cached unique users. Params: viewsByKey's, dim, first, last. */
const cachedSql = (dimension: Dimension) => `with ${viewsByKey(dimension)},
  cache as (select users from analytics_range_uniques where dimension = ? and first_day = ?::date and last_day = ?::date),
  users as (select c.key, c.value::int as users from cache, jsonb_each_text(cache.users) c)
  ${selectByKey}`;

/** Any other range (not cached yet: the worker is behind, or a day has just begun): distinct users of the rolled days and of the raw rows. Params: viewsByKey's, dim, first, end. */
const directSql = (dimension: Dimension) => `with ${viewsByKey(dimension)},
  users as (select key, count(*) as users from (
    select key, user_id from analytics_daily_users where dimension = ? and day >= ?::date and day < ?::date
    union select key, user_id from raw where user_id is not null) x group by key)
  ${selectByKey}`;

const viewParams = (dimension: Dimension, range: StatsRange) => [dimension, range.firstDay, range.endDay, range.start, range.end];

/** Per key, a range that ends today. */
export const keyRowsEndingToday = (db: Knex, dimension: Dimension, range: StatsRange): Promise<KeyRow[]> =>
  rows(db, endingTodaySql(dimension), [...viewParams(dimension, range), dimension, range.firstDay, dimension, range.firstDay]);

/** Per key, a range of closed days whose unique users the worker has cached. */
export const keyRowsCached = (db: Knex, dimension: Dimension, range: StatsRange): Promise<KeyRow[]> =>
  rows(db, cachedSql(dimension), [...viewParams(dimension, range), dimension, range.firstDay, range.lastDay]);

/** Per key, any other range: its unique users counted from the daily users and the raw rows. */
export const keyRowsCounted = (db: Knex, dimension: Dimension, range: StatsRange): Promise<KeyRow[]> =>
  rows(db, directSql(dimension), [...viewParams(dimension, range), dimension, range.firstDay, range.endDay]);

/** Whether the worker has cached the range's unique users (rollup.ts). */
export const isRangeCached = async (db: Knex, dimension: Dimension, range: StatsRange): Promise<boolean> =>
  (
    await rows<{ cached: boolean }>(
      db,
      'select exists (select 1 from analytics_range_uniques where dimension = ? and first_day = ?::date and last_day = ?::date) as cached',
      [dimension, range.firstDay, range.lastDay],
    )
  )[0]!.cached;

/** Every day of the range with its page views, zeros included. */
export const pageViewsByDay = (db: Knex, range: StatsRange): Promise<PageViewsPoint[]> =>
  rows<PageViewsPoint>(
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

/** Event types in the range, most frequent first. */
export const eventCounts = (db: Knex, range: StatsRange): Promise<EventCount[]> =>
  rows<EventCount>(
    db,
    `select event_type, sum(n)::int as count from (
       select event_type, count as n from analytics_daily_events where day >= ?::date and day < ?::date
       union all
       select event_type, count(*) from user_events where ${rawSince('"timestamp"')} group by event_type) e
     group by event_type order by count desc, event_type`,
    [range.firstDay, range.endDay, range.start, range.end],
  );

/** Visits started in the range and the sum of their lengths in seconds (int8: strings). */
export const visitTotals = async (db: Knex, range: StatsRange): Promise<{ visits: string; duration: string } | undefined> =>
  (
    await rows<{ visits: string; duration: string }>(
      db,
      `select (r.sessions + x.sessions)::bigint as visits, (r.duration + x.duration)::bigint as duration
       from (select coalesce(sum(sessions), 0) as sessions, coalesce(sum(duration_sum), 0) as duration
         from analytics_daily_sessions where day >= ?::date and day < ?::date) r,
       (select count(*) as sessions, coalesce(sum(${VISIT_DURATION}), 0) as duration from sessions
         where started_at >= greatest(${utcMidnight(VISITS_DAY)}, ?::timestamptz) and started_at < ?::timestamptz) x`,
      [range.firstDay, range.endDay, range.start, range.end],
    )
  )[0];

/** Members with a page view or an event since `since`. */
export const activeMembersSince = async (db: Knex, since: Date): Promise<number> =>
  (
    await rows<{ n: number }>(
      db,
      `select count(distinct user_id)::int as n from (
         select user_id from page_views where "timestamp" >= ?
         union all select user_id from user_events where "timestamp" >= ?) a`,
      [since, since],
    )
  )[0]?.n ?? 0;

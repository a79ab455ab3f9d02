// The rollup worker's SQL (decision 012): every statement is one set-based pass over the page
// views, events or visits between two watermarks, upserting into the rollup tables, which
// nothing else writes (they have no models: decision 025).
import type { Knex } from 'knex';
import { BOTH_DIMENSIONS, ROLLUP_STATE, VISIT_DURATION, utcDay, utcMidnight } from './fragments';

const pageViewsBetween = `from page_views p ${BOTH_DIMENSIONS} where p."timestamp" >= ? and p."timestamp" < ?`;
/** Per (dimension, key, user): the last day in the batch. */
const latestInBatch = `latest as (select d.dimension, d.key, p.user_id, max(${utcDay('p."timestamp"')}) as day
  ${pageViewsBetween} and p.user_id is not null group by 1, 2, 3)`;

const stepStatements = [
  `insert into analytics_daily_views (dimension, day, key, views, first_view, last_view)
   select d.dimension, ${utcDay('p."timestamp"')}, d.key, count(*), min(p."timestamp"), max(p."timestamp") ${pageViewsBetween}
   group by 1, 2, 3
   on conflict (dimension, day, key) do update set views = analytics_daily_views.views + excluded.views,
     first_view = least(analytics_daily_views.first_view, excluded.first_view),
     last_view = greatest(analytics_daily_views.last_view, excluded.last_view)`,
  `insert into analytics_daily_users (dimension, key, user_id, day)
   select distinct d.dimension, d.key, p.user_id, ${utcDay('p."timestamp"')} ${pageViewsBetween} and p.user_id is not null
   on conflict do nothing`,
  // A user whose last day moves leaves the count of the old day (before analytics_last_seen moves)…
  `with ${latestInBatch},
   moved as (select s.dimension, s.key, s.last_day, count(*) as n from latest l
     join analytics_last_seen s on s.dimension = l.dimension and s.key = l.key and s.user_id = l.user_id
     where s.last_day < l.day group by 1, 2, 3)
   update analytics_last_seen_counts c set users = c.users - m.n from moved m
   where c.dimension = m.dimension and c.key = m.key and c.last_day = m.last_day`,
  // …and joins the count of the new one.
  `with ${latestInBatch},
   arrived as (select l.dimension, l.key, l.day, count(*) as n from latest l
     left join analytics_last_seen s on s.dimension = l.dimension and s.key = l.key and s.user_id = l.user_id
     where s.last_day is null or s.last_day < l.day group by 1, 2, 3)
   insert into analytics_last_seen_counts (dimension, key, last_day, users) select dimension, key, day, n from arrived
   on conflict (dimension, last_day, key) do update set users = analytics_last_seen_counts.users + excluded.users`,
  `with ${latestInBatch}
   insert into analytics_last_seen (dimension, key, user_id, last_day) select dimension, key, user_id, day from latest
   on conflict (dimension, key, user_id) do update set last_day = excluded.last_day where analytics_last_seen.last_day < excluded.last_day`,
  `insert into analytics_daily_events (day, event_type, count)
   select ${utcDay('"timestamp"')}, event_type, count(*) from user_events where "timestamp" >= ? and "timestamp" < ? group by 1, 2
   on conflict (day, event_type) do update set count = analytics_daily_events.count + excluded.count`,
];

const visitsStatement = `insert into analytics_daily_sessions (day, sessions, duration_sum)
  select ${utcDay('started_at')}, count(*), coalesce(sum(${VISIT_DURATION}), 0) from sessions
  where started_at >= ${utcMidnight('?::date')} and started_at < ${utcMidnight('?::date')} group by 1
  on conflict (day) do update set sessions = excluded.sessions, duration_sum = excluded.duration_sum`;

const cacheRangeStatement = `insert into analytics_range_uniques (dimension, first_day, last_day, users)
  select dims.dimension, ?::date, ?::date, coalesce((select jsonb_object_agg(key, n) from (
    select key, count(distinct user_id) as n from analytics_daily_users u
    where u.dimension = dims.dimension and u.day >= ?::date and u.day <= ?::date group by key) x), '{}'::jsonb)
  from (values ('page'), ('build')) dims(dimension)
  where not exists (select 1 from analytics_range_uniques r where r.dimension = dims.dimension and r.first_day = ?::date and r.last_day = ?::date)
  on conflict do nothing`;

const ROLLUP_TABLES = [
  'analytics_daily_views',
  'analytics_daily_users',
  'analytics_last_seen',
  'analytics_last_seen_counts',
  'analytics_range_uniques',
  'analytics_daily_events',
  'analytics_daily_sessions',
];

/**
 * The rollups' state row, locked for the transaction: two processes' workers take turns instead
 * of rolling the same rows twice. sessions_day as text: pg would turn a date into a local-time Date.
 */
export const lockRollupState = async (trx: Knex.Transaction): Promise<{ watermark: Date; sessions_day: string } | undefined> => {
  const { rows } = (await trx.raw(
    'select watermark, sessions_day::text as sessions_day from analytics_rollup_state where name = ? for update',
    [ROLLUP_STATE],
  )) as { rows: { watermark: Date; sessions_day: string }[] };
  return rows[0];
};

/** Adds the page views and events in [from, to) to the rollups. */
export const rollUpBetween = async (trx: Knex.Transaction, from: Date, to: Date): Promise<void> => {
  for (const sql of stepStatements) await trx.raw(sql, [from, to]);
  await trx('analytics_last_seen_counts').where('users', '<=', 0).delete();
};

/** Rolls up the visits started on the days [fromDay, toDay), replacing those days' rows. */
export const rollUpVisits = async (trx: Knex.Transaction, fromDay: string, toDay: string): Promise<void> => {
  await trx.raw(visitsStatement, [fromDay, toDay]);
};

/** Computes the unique users per key of a range of closed, rolled-up days once (both dimensions); a no-op once cached. */
export const cacheRangeUniques = async (db: Knex, firstDay: string, lastDay: string): Promise<void> => {
  await db.raw(cacheRangeStatement, [firstDay, lastDay, firstDay, lastDay, firstDay, lastDay]);
};

/** Drops the cached ranges that end before `day`. */
export const dropRangeUniquesBefore = async (db: Knex, day: string): Promise<void> => {
  await db('analytics_range_uniques').where('last_day', '<', day).delete();
};

/** Empties the rollups and puts the watermark at midnight of the first recorded day (or of `now` with none). */
export const emptyRollups = async (trx: Knex.Transaction, now: Date): Promise<void> => {
  for (const table of ROLLUP_TABLES) await trx(table).delete();
  await trx.raw(
    `update analytics_rollup_state set watermark = w, sessions_day = (w at time zone 'UTC')::date
     from (select date_trunc('day', coalesce(least((select min("timestamp") from page_views), (select min("timestamp") from user_events),
       (select min(started_at) from sessions)), ?::timestamptz) at time zone 'UTC') at time zone 'UTC' as w) s
     where name = ?`,
    [now, ROLLUP_STATE],
  );
};

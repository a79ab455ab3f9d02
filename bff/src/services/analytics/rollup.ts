import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { AnalyticsRollupState } from '../../models/analytics-rollup-state';
import { BOTH_DIMENSIONS, ROLLUP_STATE, SESSION_DURATION, utcDay, utcMidnight } from './rollup-sql';

// Raw SQL on purpose (decision 012): every statement is one set-based pass over the page views,
// events or sessions between two watermarks, upserting into the rollups.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows newer than this are left to the raw reads: ingestion buffers writes for a second or two and
 * stamps them when they were answered, so a row can land a little after its timestamp. A row landing
 * later than this behind its timestamp would be missed by the rollups (decision 012). Short, because
 * every read scans the raw rows since the watermark: at 5,000 page views/s, 15 s + a tick is ~85,000.
 */
export const ROLLUP_LAG_MS = 15 * 1000;
/** One step rolls up at most a day of rows, so each statement stays far under the statement timeout. */
export const ROLLUP_STEP_MS = DAY_MS;
/**
 * Sessions are rolled up by the day they started once that day is a full day behind the watermark;
 * a session still active later than that keeps the duration it had then (decision 012).
 */
export const SESSION_SETTLE_DAYS = 1;
/** The previous periods the statistics offer, cached as soon as their days are rolled up. */
const PREVIOUS_RANGES = [7, 30, 90];

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

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

const sessionsStatement = `insert into analytics_daily_sessions (day, sessions, duration_sum)
  select ${utcDay('started_at')}, count(*), coalesce(sum(${SESSION_DURATION}), 0) from sessions
  where started_at >= ${utcMidnight('?::date')} and started_at < ${utcMidnight('?::date')} group by 1
  on conflict (day) do update set sessions = excluded.sessions, duration_sum = excluded.duration_sum`;

const cacheRangeStatement = `insert into analytics_range_uniques (dimension, first_day, last_day, users)
  select dims.dimension, ?::date, ?::date, coalesce((select jsonb_object_agg(key, n) from (
    select key, count(distinct user_id) as n from analytics_daily_users u
    where u.dimension = dims.dimension and u.day >= ?::date and u.day <= ?::date group by key) x), '{}'::jsonb)
  from (values ('page'), ('build')) dims(dimension)
  where not exists (select 1 from analytics_range_uniques r where r.dimension = dims.dimension and r.first_day = ?::date and r.last_day = ?::date)
  on conflict do nothing`;

/** Computes the unique users per key of a range of closed, rolled-up days once (both dimensions); a no-op once cached. */
export const cacheRangeUniques = async (db: Knex, firstDay: string, lastDay: string): Promise<void> => {
  await db.raw(cacheRangeStatement, [firstDay, lastDay, firstDay, lastDay, firstDay, lastDay]);
};

export interface RollupDeps {
  db: Knex;
  clock: Clock;
}

export interface RollupStep {
  /** Whether the watermark moved. */
  moved: boolean;
  /** Whether it reached the lag before now (a clock that keeps moving would otherwise never let a catch-up end). */
  caughtUp: boolean;
  watermark: Date;
}

/** Moves the rollups' watermark forward (decision 012): incremental, one transaction per step. */
export const createAnalyticsRollup = ({ db, clock }: RollupDeps) => {
  /** One step: the rows between the watermark and min(now − lag, watermark + a day). */
  const step = async (): Promise<RollupStep> =>
    db.transaction(async (trx) => {
      // The row lock makes two processes' workers take turns instead of rolling the same rows twice.
      // sessions_day as text: pg would turn a date into a local-time Date.
      const { rows } = (await trx.raw(
        'select watermark, sessions_day::text as sessions_day from analytics_rollup_state where name = ? for update',
        [ROLLUP_STATE],
      )) as { rows: { watermark: Date; sessions_day: string }[] };
      const state = rows[0];
      if (!state) throw new Error('analytics_rollup_state has no row; run the migrations');
      const from = state.watermark;
      const target = clock.now().getTime() - ROLLUP_LAG_MS;
      const to = new Date(Math.min(target, from.getTime() + ROLLUP_STEP_MS));
      if (to <= from) return { moved: false, caughtUp: true, watermark: from };
      for (const sql of stepStatements) await trx.raw(sql, [from, to]);
      await trx('analytics_last_seen_counts').where('users', '<=', 0).delete();
      const sessionsDay = state.sessions_day;
      const settled = addDays(isoDay(to), -SESSION_SETTLE_DAYS);
      const sessionsTo = settled > sessionsDay ? settled : sessionsDay;
      if (sessionsTo > sessionsDay) await trx.raw(sessionsStatement, [sessionsDay, sessionsTo]);
      await AnalyticsRollupState.query(trx).findById(ROLLUP_STATE).patch({ watermark: to, sessions_day: sessionsTo });
      return { moved: true, caughtUp: to.getTime() === target, watermark: to };
    });

  /** Caches the previous periods' unique users whose days are all rolled up; drops old ones. */
  const cachePreviousRanges = async (watermark: Date) => {
    const today = isoDay(clock.now());
    for (const days of PREVIOUS_RANGES) {
      const lastDay = addDays(today, -days);
      if (Date.parse(`${addDays(lastDay, 1)}T00:00:00Z`) <= watermark.getTime())
        await cacheRangeUniques(db, addDays(lastDay, 1 - days), lastDay);
    }
    await db('analytics_range_uniques')
      .where('last_day', '<', addDays(today, -2 * Math.max(...PREVIOUS_RANGES)))
      .delete();
  };

  /** Steps until the watermark is within the lag of now; resolves to how many steps moved it. */
  const catchUp = async (maxSteps = Infinity): Promise<number> => {
    let steps = 0;
    let last: RollupStep | undefined;
    while (steps < maxSteps) {
      const result = await step();
      last = result;
      if (result.moved) steps += 1;
      if (result.caughtUp) break;
    }
    if (last) await cachePreviousRanges(last.watermark);
    return steps;
  };

  /** Empties the rollups and starts again from the first recorded day (the bench's seeding uses it). */
  const rebuild = async (): Promise<void> => {
    await db.transaction(async (trx) => {
      for (const table of [
        'analytics_daily_views',
        'analytics_daily_users',
        'analytics_last_seen',
        'analytics_last_seen_counts',
        'analytics_range_uniques',
        'analytics_daily_events',
        'analytics_daily_sessions',
      ])
        await trx(table).delete();
      await trx.raw(
        `update analytics_rollup_state set watermark = w, sessions_day = (w at time zone 'UTC')::date
         from (select date_trunc('day', coalesce(least((select min("timestamp") from page_views), (select min("timestamp") from user_events),
           (select min(started_at) from sessions)), ?::timestamptz) at time zone 'UTC') at time zone 'UTC' as w) s
         where name = ?`,
        [clock.now(), ROLLUP_STATE],
      );
    });
  };

  return { step, catchUp, rebuild };
};

export type AnalyticsRollup = ReturnType<typeof createAnalyticsRollup>;

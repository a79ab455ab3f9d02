import type { Knex } from 'knex';
import type { BufferedEvent, BufferedPageView, BufferedRow, WrittenCounts } from '../buffered-row';

// The bulk write of issue #13 (decision 025): the whole batch is ONE statement, so it is
// all or nothing without a transaction's extra round trips, and each column travels as ONE
// array parameter (`unnest`): 16 parameters whatever the batch size, far from PostgreSQL's
// 65,535. Rows join their visit (a row of `sessions`) by id and owner, so a visit deleted since
// its rows were answered (its Member was deleted) loses them instead of failing the batch on the
// foreign key; and rows stamped after their visit's end (answered by a process that had not seen
// it) are left out. The visits those rows belong to are kept current in the same statement, from
// the rows actually inserted: last_seen_at only moves forward, the counts add up.
const batchSql = `with pv as (
    insert into page_views (user_id, session_id, page_path, referrer, user_agent, screen_width, screen_height, area, build, "timestamp")
    select s.user_id, s.id, v.page_path, v.referrer, v.user_agent, v.screen_width, v.screen_height, v.area, v.build, v.ts
    from unnest(cast(? as uuid[]), cast(? as uuid[]), cast(? as text[]), cast(? as text[]), cast(? as text[]),
                cast(? as int[]), cast(? as int[]), cast(? as text[]), cast(? as text[]), cast(? as timestamptz[]))
      as v(user_id, session_id, page_path, referrer, user_agent, screen_width, screen_height, area, build, ts)
    join sessions s on s.id = v.session_id and s.user_id = v.user_id and (s.ended_at is null or v.ts <= s.ended_at)
    returning session_id, "timestamp"),
  ev as (
    insert into user_events (user_id, session_id, event_type, event_data, page_path, "timestamp")
    select s.user_id, s.id, e.event_type, e.event_data, e.page_path, e.ts
    from unnest(cast(? as uuid[]), cast(? as uuid[]), cast(? as text[]), cast(? as text[]), cast(? as text[]), cast(? as timestamptz[]))
      as e(user_id, session_id, event_type, event_data, page_path, ts)
    join sessions s on s.id = e.session_id and s.user_id = e.user_id and (s.ended_at is null or e.ts <= s.ended_at)
    returning session_id, "timestamp"),
  activity as (
    select session_id, max(ts) as last_seen, sum(views)::int as views, sum(events)::int as events
    from (select session_id, "timestamp" as ts, 1 as views, 0 as events from pv
          union all select session_id, "timestamp", 0, 1 from ev) a
    group by session_id),
  touched as (
    update sessions s set last_seen_at = greatest(s.last_seen_at, a.last_seen),
      page_view_count = s.page_view_count + a.views, event_count = s.event_count + a.events
    from activity a where s.id = a.session_id
    returning 1)
  select (select count(*) from pv)::int as page_views, (select count(*) from ev)::int as events,
    (select count(*) from touched)::int as visits`;

const iso = (d: Date) => d.toISOString();

/** Writes a batch of buffered page views and events and keeps their visits current: one statement. */
export const writeIngestBatch = async (db: Knex, rows: readonly BufferedRow[]): Promise<WrittenCounts> => {
  const views = rows.filter((r): r is BufferedPageView => r.kind === 'page_view');
  const events = rows.filter((r): r is BufferedEvent => r.kind === 'event');
  const { rows: result } = (await db.raw(batchSql, [
    views.map((v) => v.user_id),
    views.map((v) => v.visit_id),
    views.map((v) => v.page_path),
    views.map((v) => v.referrer),
    views.map((v) => v.user_agent),
    views.map((v) => v.screen_width),
    views.map((v) => v.screen_height),
    views.map((v) => v.area),
    views.map((v) => v.build),
    views.map((v) => iso(v.timestamp)),
    events.map((e) => e.user_id),
    events.map((e) => e.visit_id),
    events.map((e) => e.event_type),
    events.map((e) => e.event_data),
    events.map((e) => e.page_path),
    events.map((e) => iso(e.timestamp)),
  ] as Knex.RawBinding[])) as { rows: { page_views: number; events: number; visits: number }[] };
  const counts = result[0]!;
  return { pageViews: counts.page_views, events: counts.events, visits: counts.visits };
};

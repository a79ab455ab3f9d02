import type { Knex } from 'knex';

// Issue #13, decision 012: the statistics read rollups for rows older than a watermark and the raw
// rows since it. A background worker (services/analytics/rollup-worker.ts) moves the watermark
// forward every few seconds; ingestion only appends to page_views and user_events and is untouched.
// `dimension` is 'page' (key: page_path) or 'build' (key: JSON [area, build]), so top pages and
// builds share one set of tables.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_rollup_state', (t) => {
    t.text('name').primary();
    /** page_views and user_events with "timestamp" before this are in the rollups, the rest are not. */
    t.timestamp('watermark', { useTz: true }).notNullable();
    /** Sessions that started on a UTC day before this one are in analytics_daily_sessions. */
    t.date('sessions_day').notNullable();
  });
  // Rows already recorded are rolled up by the worker from the first day that has any.
  await knex.raw(`insert into analytics_rollup_state (name, watermark, sessions_day)
    select 'analytics', w, (w at time zone 'UTC')::date
    from (select date_trunc('day', coalesce(least((select min("timestamp") from page_views), (select min("timestamp") from user_events),
      (select min(started_at) from sessions)), now()) at time zone 'UTC') at time zone 'UTC' as w) s`);

  await knex.schema.createTable('analytics_daily_views', (t) => {
    t.date('day').notNullable();
    t.text('dimension').notNullable();
    t.text('key').notNullable();
    t.integer('views').notNullable();
    t.timestamp('first_view', { useTz: true }).notNullable();
    t.timestamp('last_view', { useTz: true }).notNullable();
    t.primary(['dimension', 'day', 'key']);
  });
  // Who saw what on which day: the previous period's unique users (closed days, cached below).
  await knex.schema.createTable('analytics_daily_users', (t) => {
    t.text('dimension').notNullable();
    t.text('key').notNullable();
    t.uuid('user_id').notNullable();
    t.date('day').notNullable();
    t.primary(['dimension', 'key', 'user_id', 'day']);
  });
  // Each user's last day per key, and how many users have each last day: the unique users of a
  // range that ends today are the users whose last day is in it, so a sum over a few thousand rows.
  await knex.schema.createTable('analytics_last_seen', (t) => {
    t.text('dimension').notNullable();
    t.text('key').notNullable();
    t.uuid('user_id').notNullable();
    t.date('last_day').notNullable();
    t.primary(['dimension', 'key', 'user_id']);
  });
  await knex.schema.createTable('analytics_last_seen_counts', (t) => {
    t.text('dimension').notNullable();
    t.text('key').notNullable();
    t.date('last_day').notNullable();
    t.integer('users').notNullable();
    t.primary(['dimension', 'last_day', 'key']);
  });
  // Unique users per key of a range of closed days ({ key: users }), computed once per range.
  await knex.schema.createTable('analytics_range_uniques', (t) => {
    t.text('dimension').notNullable();
    t.date('first_day').notNullable();
    t.date('last_day').notNullable();
    t.jsonb('users').notNullable();
    t.primary(['dimension', 'first_day', 'last_day']);
  });
  await knex.schema.createTable('analytics_daily_events', (t) => {
    t.date('day').notNullable();
    t.text('event_type').notNullable();
    t.integer('count').notNullable();
    t.primary(['day', 'event_type']);
  });
  await knex.schema.createTable('analytics_daily_sessions', (t) => {
    t.date('day').primary();
    t.integer('sessions').notNullable();
    t.bigInteger('duration_sum').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'analytics_daily_sessions',
    'analytics_daily_events',
    'analytics_range_uniques',
    'analytics_last_seen_counts',
    'analytics_last_seen',
    'analytics_daily_users',
    'analytics_daily_views',
    'analytics_rollup_state',
  ])
    await knex.schema.dropTableIfExists(table);
}

import type { Knex } from 'knex';

// Issue #13. Each analytics session row is kept current as its page views and events arrive
// (`last_seen_at`, the two counts), so totals and durations read one row per session: a session
// whose end call never came lasts from `started_at` to `last_seen_at`, not zero or forever.
// Each page view records the area that rendered it and the build of that area's remote.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.timestamp('last_seen_at', { useTz: true });
    t.integer('page_view_count').notNullable().defaultTo(0);
    t.integer('event_count').notNullable().defaultTo(0);
  });
  await knex.raw('UPDATE sessions SET last_seen_at = coalesce(ended_at, started_at)');
  await knex.raw(
    'UPDATE sessions s SET page_view_count = (SELECT count(*) FROM page_views p WHERE p.session_id = s.id), event_count = (SELECT count(*) FROM user_events e WHERE e.session_id = s.id)',
  );
  await knex.schema.alterTable('page_views', (t) => {
    t.text('area');
    t.text('build');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('page_views', (t) => {
    t.dropColumn('build');
    t.dropColumn('area');
  });
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('event_count');
    t.dropColumn('page_view_count');
    t.dropColumn('last_seen_at');
  });
}

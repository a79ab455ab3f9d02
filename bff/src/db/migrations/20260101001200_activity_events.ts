import type { Knex } from 'knex';

/**
 * Issue #27 items 7–9: the activity log (docs/decisions/029-activity-log.md). Append-only: the
 * code inserts rows and deletes only those past ACTIVITY_RETENTION_DAYS. Rows are ordered by `id`
 * (a sequence, so newest first is `id DESC` and a page's cursor is the last id it showed).
 * `user_id` is the account an event belongs to, `actor_user_id` who did it; both are kept when
 * the account goes (SET NULL), as the log outlives what it describes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_events', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.uuid('actor_user_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('ip');
    t.text('browser');
    t.jsonb('details').notNullable().defaultTo('{}');
  });
  // The member's own list and the staff filter by user, newest first.
  await knex.raw('CREATE INDEX activity_events_user_id_idx ON activity_events (user_id, id DESC)');
  // The staff filter by kind (and the staff dashboard's latest staff actions).
  await knex.raw('CREATE INDEX activity_events_kind_id_idx ON activity_events (kind, id DESC)');
  // The date range filter and retention pruning.
  await knex.raw('CREATE INDEX activity_events_at_idx ON activity_events (at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('activity_events');
}

import type { Knex } from 'knex';

/** The analytics entities of product §3: sessions (analytics, not login), page views and user events. */
export async function up(knex: Knex): Promise<void> {
  const id = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
  const now = knex.fn.now();

  await knex.schema.createTable('sessions', (t) => {
    id(t);
    t.uuid('user_id').references('users.id').onDelete('CASCADE').index();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(now).index();
    t.timestamp('ended_at', { useTz: true });
    t.text('entry_page');
    t.text('exit_page');
    t.integer('total_duration');
  });
  await knex.schema.createTable('page_views', (t) => {
    id(t);
    t.uuid('user_id').references('users.id').onDelete('CASCADE').index();
    t.uuid('session_id').references('sessions.id').onDelete('CASCADE').index();
    t.text('page_path').notNullable();
    t.text('referrer');
    t.text('user_agent');
    t.integer('screen_width');
    t.integer('screen_height');
    t.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(now).index();
  });
  await knex.schema.createTable('user_events', (t) => {
    id(t);
    t.uuid('user_id').references('users.id').onDelete('CASCADE').index();
    t.uuid('session_id').references('sessions.id').onDelete('CASCADE').index();
    t.text('event_type').notNullable();
    t.text('event_data');
    t.text('page_path');
    t.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(now).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['user_events', 'page_views', 'sessions']) await knex.schema.dropTableIfExists(table);
}

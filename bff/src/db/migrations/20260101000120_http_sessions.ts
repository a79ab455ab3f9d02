import type { Knex } from 'knex';

/** The login-session store (koa-session's external store). Only a SHA-256 of the session id is kept. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('http_sessions', (t) => {
    t.text('id').primary();
    t.uuid('user_id').references('users.id').onDelete('CASCADE').index();
    t.jsonb('data').notNullable();
    // Absolute expiry: set when the session is created and never extended.
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('http_sessions');
}

import type { Knex } from 'knex';

/**
 * Issue #9 item 7: an idle timeout next to the absolute expiry. `last_seen_at` is moved at most
 * about once a minute per session (sessions/store.ts); the index serves the cleanup timer's delete.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('http_sessions', (t) => {
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('http_sessions', (t) => {
    t.dropColumn('last_seen_at');
  });
}

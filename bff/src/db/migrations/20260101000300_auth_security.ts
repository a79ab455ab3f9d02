import type { Knex } from 'knex';

// Accounts hardening (issue #4): a pending e-mail so an address change keeps the account usable
// until the new address is verified, and the rate-limit counters shared by every bff process.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('pending_email');
  });
  await knex.schema.createTable('auth_rate_limits', (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_rate_limits');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('pending_email');
  });
}

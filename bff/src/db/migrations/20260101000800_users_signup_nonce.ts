import type { Knex } from 'knex';

/**
 * Issue #23 items 1 and 2: the SHA-256 of the nonce held, in a short-lived cookie, by the browser
 * that chose the account's current password at sign-up. Opening the verification link signs in
 * only that browser (docs/decisions/016).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('signup_nonce_hash');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('signup_nonce_hash');
  });
}

import type { Knex } from 'knex';

/**
 * Issue #27 items 4-6: one-time codes (docs/decisions/031). A user's TOTP secret, encrypted with
 * AES-256-GCM (services/mfa/secret-box.ts), unconfirmed until the user typed a code from it; the
 * last time-step a code was accepted for, so a code never works twice. Ten recovery codes per
 * user, stored as SHA-256 hashes, each used once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_totp', (t) => {
    t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('secret_encrypted').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('confirmed_at', { useTz: true });
    t.integer('last_used_step');
  });
  await knex.schema.createTable('user_recovery_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_at', { useTz: true });
    t.unique(['user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_recovery_codes');
  await knex.schema.dropTable('user_totp');
}

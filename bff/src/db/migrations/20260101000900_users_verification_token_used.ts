import type { Knex } from 'knex';

/**
 * Issue #24.10: the SHA-256 of the last verification link the account used, and when. A link
 * opened again then says "already verified" instead of "invalid or expired"; a token that was
 * never issued, or issued and never used, still finds nothing (docs/decisions/024).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('verification_token_used_hash').unique();
    t.timestamp('verification_token_used_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('verification_token_used_at');
    t.dropColumn('verification_token_used_hash');
  });
}

import type { Knex } from 'knex';

/**
 * Issue #27 items 1-3 (docs/decisions/030): each user's passkeys, as public keys and signature
 * counters (no private material ever reaches the server), and the WebAuthn challenges in flight.
 * A challenge is single-use (deleted when read) and expires; it is bound to the login session that
 * asked for it, or for a sign-in to the nonce of a short-lived cookie (both stored as SHA-256).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkeys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** The credential id as the authenticator gave it, base64url. */
    t.text('credential_id').notNullable().unique();
    /** The COSE public key, as verified at registration. */
    t.binary('public_key').notNullable();
    t.bigint('counter').notNullable().defaultTo(0);
    t.jsonb('transports').notNullable().defaultTo('[]');
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id']);
  });

  await knex.schema.createTable('passkey_challenges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** 'register', 'confirm' (re-authentication of a signed-in user) or 'sign-in'. */
    t.text('purpose').notNullable();
    /** SHA-256 of the login session id (register, confirm) or of the sign-in cookie's nonce. */
    t.text('bound_to').notNullable();
    t.uuid('user_id').references('id').inTable('users').onDelete('CASCADE');
    t.text('challenge').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.unique(['bound_to', 'purpose']);
    t.index(['expires_at']);
  });
  await knex.raw(
    `ALTER TABLE passkey_challenges ADD CONSTRAINT passkey_challenges_purpose_check CHECK (purpose IN ('register', 'confirm', 'sign-in'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('passkey_challenges');
  await knex.schema.dropTableIfExists('passkeys');
}

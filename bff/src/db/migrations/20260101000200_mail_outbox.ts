import type { Knex } from 'knex';

/**
 * The mail outbox (issue #2 item 6): a mail is inserted in the same transaction as the change that
 * causes it, and a worker delivers it with retries. `locked_until` is a lease, so a worker that dies
 * mid-send frees its claim and no two bff processes send one message at the same time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('to').notNullable();
    t.text('subject').notNullable();
    t.text('html').notNullable();
    t.text('text').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['status', 'next_attempt_at']);
  });
  await knex.raw(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'dead'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}

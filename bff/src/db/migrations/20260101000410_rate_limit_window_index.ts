import type { Knex } from 'knex';

// Issue #9 item 6: finished windows are pruned by a timer with `window_start < cutoff`; the index
// keeps that a range scan however many clients the table has seen.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_rate_limits', (t) => {
    t.index(['window_start'], 'auth_rate_limits_window_start_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_rate_limits', (t) => {
    t.dropIndex(['window_start'], 'auth_rate_limits_window_start_idx');
  });
}

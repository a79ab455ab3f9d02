import type { Knex } from 'knex';

/**
 * Issue #26 item 6: what the shell reports of each area's builds, counted per area, build and
 * minute (docs/decisions/028). Each bff buffers the beacons in memory and adds its counts once a
 * second; the canary guard and the Releases screen read the sums. `build` is '' when neither the
 * shell nor the bff knew it (an area served from REMOTES_FILE whose manifest never loaded).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('release_signals', (t) => {
    t.text('area').notNullable();
    t.text('build').notNullable();
    t.timestamp('minute', { useTz: true }).notNullable();
    t.integer('loads').notNullable().defaultTo(0);
    t.integer('errors').notNullable().defaultTo(0);
    t.primary(['area', 'build', 'minute']);
    t.index(['minute']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('release_signals');
}

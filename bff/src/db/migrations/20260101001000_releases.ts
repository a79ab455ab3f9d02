import type { Knex } from 'knex';

/**
 * Issue #26: releases of each area's build, shared by every bff instance (docs/decisions/026).
 * At most one live and one canary release per area (partial unique indexes); the pipelines' deploy
 * tokens, stored as SHA-256 hashes, at most one unrevoked per area; and one change counter that
 * every release, promotion and rollback bumps in its transaction, which each instance polls.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('releases', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('area').notNullable();
    t.text('manifest_url').notNullable();
    t.text('build_version');
    t.jsonb('shared').notNullable().defaultTo('[]');
    t.jsonb('exposes').notNullable().defaultTo('[]');
    t.text('state').notNullable();
    t.smallint('canary_share');
    t.jsonb('reasons').notNullable().defaultTo('[]');
    t.text('released_by_kind').notNullable();
    t.text('released_by_name').notNullable();
    t.timestamp('released_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('live_at', { useTz: true });
    t.timestamp('retired_at', { useTz: true });
    t.text('retired_by_kind');
    t.text('retired_by_name');
    t.text('retired_kind');
    t.text('retired_reason');
    t.index(['area', 'released_at']);
    t.index(['manifest_url']);
  });
  await knex.raw(`ALTER TABLE releases ADD CONSTRAINT releases_state_check CHECK (state IN ('live', 'canary', 'retired', 'refused'))`);
  await knex.raw(`ALTER TABLE releases ADD CONSTRAINT releases_canary_share_check CHECK (canary_share BETWEEN 1 AND 99)`);
  await knex.raw(`ALTER TABLE releases ADD CONSTRAINT releases_retired_kind_check CHECK (retired_kind IN ('replaced', 'rolled-back'))`);
  await knex.raw(`CREATE UNIQUE INDEX releases_one_live_per_area ON releases (area) WHERE state = 'live'`);
  await knex.raw(`CREATE UNIQUE INDEX releases_one_canary_per_area ON releases (area) WHERE state = 'canary'`);

  await knex.schema.createTable('deploy_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('area').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('created_by').notNullable();
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.raw(`CREATE UNIQUE INDEX deploy_tokens_one_per_area ON deploy_tokens (area) WHERE revoked_at IS NULL`);

  await knex.schema.createTable('release_revision', (t) => {
    t.smallint('id').primary();
    t.bigint('revision').notNullable().defaultTo(0);
  });
  await knex('release_revision').insert({ id: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('release_revision');
  await knex.schema.dropTableIfExists('deploy_tokens');
  await knex.schema.dropTableIfExists('releases');
}

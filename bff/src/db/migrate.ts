import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

type Migration = { up(knex: Knex): Promise<void>; down?(knex: Knex): Promise<void> };

/**
 * Reads the TypeScript migrations with a plain dynamic import, so whatever loads this file
 * (tsx, vitest) also loads them; knex's own loader would need a TypeScript hook of its own.
 */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () =>
    fs
      .readdirSync(migrationsDir)
      .filter((f) => /^\d+_[\w-]+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => (await import(pathToFileURL(path.join(migrationsDir, name)).href)) as Migration,
};

export const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

/** Brings the schema up to date; runs inside the app process (two processes on one PGlite dir lose writes). */
export const migrate = async (db: Knex): Promise<string[]> => {
  const [, applied] = (await db.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
};

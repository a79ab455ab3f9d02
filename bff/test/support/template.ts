import type { Knex } from 'knex';
import { migrate } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';

/** What every test database starts as: migrated and seeded (no demo accounts). */
export const prepareTemplate = async (db: Knex): Promise<void> => {
  await migrate(db);
  await seedDatabase(db);
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    dbMode: 'pglite' | 'pg';
    /** PGlite: the template's data directory. PostgreSQL: the template database's name. */
    dbTemplate: string;
  }
}

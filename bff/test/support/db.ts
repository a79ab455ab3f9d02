import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { inject } from 'vitest';
import { createDatabase } from '../../src/db/knex';
import { withDatabase } from './global-pg';
import { restorePGliteTemplate } from './pglite-template';
import { TEST_DATABASE_URL } from './template';

export interface TestDatabase {
  db: Knex;
  /** Set on PostgreSQL: the fresh database's URL (for spawning real bff processes). */
  url: string | undefined;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database for one test file, on PGlite or PostgreSQL by project. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const template = inject('dbTemplate');
  if (inject('dbMode') === 'pglite') {
    // Started before knex asks for it, so a busy machine's slow start is not a connection timeout.
    const pglite = await restorePGliteTemplate(template);
    const db = createDatabase({ dataDir: '', pglite });
    return { db, url: undefined, close: () => db.destroy() };
  }
  const name = `nextlevel_test_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = withDatabase(TEST_DATABASE_URL, name);
  const db = createDatabase({ databaseUrl: url, dataDir: '' });
  return {
    db,
    url,
    close: async () => {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
};

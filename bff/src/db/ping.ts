import type { Knex } from 'knex';

/** One round trip to the database: rejects, as a query would, when it cannot be reached (/readyz). */
export const pingDatabase = async (db: Knex): Promise<void> => {
  await db.raw('select 1');
};

import { randomBytes } from 'node:crypto';
import knex from 'knex';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/knex';
import { prepareTemplate, TEST_DATABASE_URL } from './template';

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A fresh template database per run on the real PostgreSQL; each test file copies it. */
export default async function setup(project: TestProject) {
  const name = `nextlevel_tpl_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), dataDir: '' });
  try {
    await prepareTemplate(db);
  } finally {
    await db.destroy();
  }
  project.provide('dbMode', 'pg');
  project.provide('dbTemplate', name);
  return async () => {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase, pgliteOptions } from '../../src/db/knex';
import { prepareTemplate } from './template';

/** Builds one migrated+seeded PGlite and dumps it; each test file restores it in ~0.6 s. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-pglite-tpl-'));
  const pglite = new PGlite(pgliteOptions);
  // Started before knex asks for it: knex gives a connection 60 s, and on a busy 2-core machine
  // starting PGlite (initdb in WASM) alone took longer, failing the whole run.
  await pglite.waitReady;
  const db = createDatabase({ dataDir: dir, pglite });
  await prepareTemplate(db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('dbMode', 'pglite');
  project.provide('dbTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

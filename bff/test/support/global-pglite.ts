import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makePGliteTemplate } from './pglite-template';

/** Builds one migrated+seeded PGlite on disk; each test file starts an in-memory copy of it. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-pglite-tpl-'));
  project.provide('dbMode', 'pglite');
  project.provide('dbTemplate', await makePGliteTemplate(dir));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

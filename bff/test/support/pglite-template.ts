import fs from 'node:fs';
import path from 'node:path';
import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { pgliteDir, pgliteOptions, startDatabase } from '../../src/db/knex';
import { prepareTemplate } from './template';

/** Where PGlite keeps its data directory inside its own file system. */
const PGDATA = '/pglite/data';

/**
 * A test file's PGlite uses 16 MB of shared buffers, not initdb's 128 MB: a test database is a few
 * megabytes, and setting up the larger pool was a third of each file's start.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Makes the migrated and seeded template: the bff's own embedded PGlite in the DATA_DIR `dataDir`,
 * closed cleanly so a copy starts without recovery. Returns its data directory.
 */
export const makePGliteTemplate = async (dataDir: string): Promise<string> => {
  const db = await startDatabase({ dataDir });
  await prepareTemplate(db);
  await db.destroy();
  return pgliteDir(dataDir);
};

interface TemplateFiles {
  dirs: string[];
  files: [string, Uint8Array][];
}

/** The template's files, read once per worker (its files share one module graph). */
const cache = new Map<string, TemplateFiles>();
const readTemplate = (dir: string): TemplateFiles => {
  const read = cache.get(dir);
  if (read) return read;
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  const relative = (e: fs.Dirent) => path.relative(dir, path.join(e.parentPath, e.name));
  const template: TemplateFiles = {
    dirs: entries.filter((e) => e.isDirectory()).map(relative),
    files: entries.filter((e) => e.isFile()).map((e) => [relative(e), new Uint8Array(fs.readFileSync(path.join(e.parentPath, e.name)))]),
  };
  cache.set(dir, template);
  return template;
};

/**
 * An in-memory file system that starts as a copy of the template. PGlite's own `loadDataDir` takes a
 * tarball and, for each of its ~1,200 files, parses it and looks up every parent directory: that was
 * two thirds of a file's start. Here each file is one write (which copies it: the template stays as it was).
 */
class TemplateFS extends MemoryFS {
  constructor(private readonly template: TemplateFiles) {
    super();
  }

  override async initialSyncFs(): Promise<void> {
    const { FS } = this.pg!.Module;
    FS.mkdirTree(PGDATA);
    for (const dir of this.template.dirs) FS.mkdirTree(`${PGDATA}/${dir}`);
    for (const [file, data] of this.template.files) FS.writeFile(`${PGDATA}/${file}`, data);
  }
}

/** A fresh in-memory PGlite holding a copy of the template in `dir`, started. */
export const restorePGliteTemplate = async (dir: string): Promise<PGlite> => {
  const pglite = new PGlite({ ...pgliteOptions, fs: new TemplateFS(readTemplate(dir)), startParams });
  await pglite.waitReady;
  return pglite;
};

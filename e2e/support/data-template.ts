import fs from 'node:fs/promises';
import { startServer } from './server';

export interface DataTemplate {
  /** A DATA_DIR to copy into a new server's (ServerOptions.dataFrom); never written to again. */
  dir: string;
  remove: () => Promise<void>;
}

/**
 * A DATA_DIR as a production server leaves it after its first start on an empty one: PGlite
 * initialised, migrated and seeded, the demo accounts made. A server started on a copy skips
 * that, about half of a PGlite server's start (~5 of its ~10 CPU seconds); the first start itself
 * is still made here, on an empty DATA_DIR, once a run.
 */
export async function makeDataTemplate(): Promise<DataTemplate> {
  const server = await startServer({ keepDataDir: true });
  const remove = () => fs.rm(server.dataDir, { recursive: true, force: true });
  try {
    // Stopped by SIGTERM as in production: PGlite is closed cleanly before the folder is copied.
    await server.stop();
  } catch (err) {
    await remove();
    throw err;
  }
  return { dir: server.dataDir, remove };
}

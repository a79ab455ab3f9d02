import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDatabase } from './knex';

// A stand-in PGlite whose first start takes a while, as initdb in WASM does on a busy machine.
vi.mock('@electric-sql/pglite', () => ({
  PGlite: class {
    ready = false;
    readonly waitReady = new Promise<void>((resolve) =>
      setTimeout(() => {
        this.ready = true;
        resolve();
      }, 20),
    );
  },
}));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('startDatabase', () => {
  it('gives knex an embedded PGlite only once it has started, so its first start is not counted against a connection wait', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-start-db-'));
    dirs.push(dataDir);
    const db = await startDatabase({ dataDir });
    const { pglite } = (db.client.config.connection as () => { pglite: { ready: boolean } })();
    expect(pglite.ready).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    await db.destroy();
  });
});

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from './server';

const run = promisify(execFile);
const psqlArgs = ['-h', '127.0.0.1', '-U', 'postgres'];

export interface PgServer {
  server: RunningServer;
  /** The rows of a query, read with psql as JSON while the server runs. */
  rows: <T>(sql: string) => Promise<T[]>;
  stop: () => Promise<void>;
}

/**
 * A production server of its own on a throw-away PostgreSQL database, for a file that reads the
 * rows a journey leaves behind: the shared e2e server keeps its PGlite directory open.
 */
export async function startPgServer(prefix: string, env: Record<string, string> = {}): Promise<PgServer> {
  const database = `${prefix}_${Date.now().toString(36)}`;
  await run('createdb', [...psqlArgs, database]);
  const drop = () => run('dropdb', [...psqlArgs, '--if-exists', database]).then(() => undefined);
  let server: RunningServer;
  try {
    server = await startServer({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`, env });
  } catch (err) {
    await drop();
    throw err;
  }
  const rows = async <T>(sql: string): Promise<T[]> => {
    const { stdout } = await run('psql', [...psqlArgs, '-d', database, '-At', '-c', `select coalesce(json_agg(q), '[]') from (${sql}) q`]);
    return JSON.parse(stdout) as T[];
  };
  return {
    server,
    rows,
    stop: async () => {
      await server.stop();
      await drop().catch(() => undefined);
    },
  };
}

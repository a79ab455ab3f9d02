import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knex, { type Knex } from 'knex';
import ClientPGLite from 'knex-pglite';

const INT8 = 20;

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** pg returns int8 (and so count(*)) as strings to stay exact; PGlite must answer the same. */
export const pgCompatibleParsers = { [INT8]: (value: string) => value };

/**
 * What every PGlite is opened with: pg's answers, and the extensions the migrations create
 * (pg_trgm: the internal list's text search, migration 20260101000600). PGlite loads an
 * extension's code only when it is named here, even for a data dir that already has it installed.
 */
export const pgliteOptions = { parsers: pgCompatibleParsers, extensions: { pg_trgm } } satisfies PGliteOptions;

type QueryObject = { method?: string };
const pgCommandMethod: Record<string, string> = { del: 'delete', counter: 'update' };

/**
 * knex-pglite names the command after knex's method, so `del()` and `increment()` would come
 * back as a raw result instead of pg's row count; map them to the SQL command names.
 */
class PgCompatiblePGlite extends (ClientPGLite as unknown as new (config: Knex.Config) => {
  processResponse(obj: QueryObject, runner: unknown): unknown;
}) {
  override processResponse(obj: QueryObject, runner: unknown): unknown {
    const method = obj.method && pgCommandMethod[obj.method];
    return super.processResponse(method ? { ...obj, method } : obj, runner);
  }
}

// Issue #9 item 9: while PostgreSQL is away a request fails fast (knex waited 60 s for a
// connection) and answers 503; a statement that runs away is cancelled instead of holding a
// connection. Requests are small, so 10 s is far past any normal one (migrations included).
/**
 * How long opening a connection may take. A server that is away fails a request this fast at
 * most: knex hands a failed connect to the request waiting for it (`propagateCreateError`).
 */
export const CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long a request waits for a pooled connection while every one is busy with others. A burst
 * on a busy machine (20 sign-ups for one address, each waiting on the same rate-limit row) queued
 * past 3 s and was answered 503 though the database was there; it now waits its turn.
 */
export const POOL_WAIT_MS = 10_000;
/** PostgreSQL cancels a statement running longer than this (SQLSTATE 57014, answered 503). */
export const STATEMENT_TIMEOUT_MS = 10_000;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A PGlite instance to use instead of opening DATA_DIR (tests restore one from a dump). */
  pglite?: PGlite;
  pool?: { min: number; max: number };
}

/** The knex configuration for these options (also what knexfile.ts hands the knex CLI). */
export const knexConfig = (options: DatabaseOptions): Knex.Config => {
  if (options.databaseUrl) {
    return {
      client: 'pg',
      connection: {
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        statement_timeout: STATEMENT_TIMEOUT_MS,
        // The client gives up a little after the server would have cancelled, for a server that no longer answers at all.
        query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
        keepAlive: true,
      },
      acquireConnectionTimeout: POOL_WAIT_MS,
      pool: options.pool ?? { min: 0, max: 10 },
    };
  }
  const instance = options.pglite ?? openPGlite(options.dataDir);
  // A function, because knex deep-clones an object connection (and with it the PGlite instance).
  return { client: PgCompatiblePGlite as unknown as typeof knex.Client, connection: () => ({ pglite: instance }) } as Knex.Config;
};

/** The embedded PGlite in DATA_DIR, made on its first start. */
const openPGlite = (dataDir: string): PGlite => {
  const dir = pgliteDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  return new PGlite(dir, pgliteOptions);
};

/** The one knex factory: DATABASE_URL → pg; otherwise an embedded PGlite in DATA_DIR. */
export const createDatabase = (options: DatabaseOptions): Knex => knex(knexConfig(options));

/**
 * createDatabase once the database has started. An embedded PGlite's first start (initdb in WASM)
 * took longer than knex waits for a connection (60 s) on a busy 2-core machine, failing the bff's
 * start; it is awaited here, outside knex's pool.
 */
export const startDatabase = async (options: DatabaseOptions): Promise<Knex> => {
  if (options.databaseUrl || options.pglite) return createDatabase(options);
  const pglite = openPGlite(options.dataDir);
  await pglite.waitReady;
  return createDatabase({ ...options, pglite });
};

/** Which database a knex instance talks to, for the start-up log. */
export const describeDatabase = (options: DatabaseOptions): string => {
  if (!options.databaseUrl) return `PGlite in ${pgliteDir(options.dataDir)}`;
  const url = new URL(options.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
};

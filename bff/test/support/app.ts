import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import type { Knex } from 'knex';
import pino, { type Logger } from 'pino';
import type { AppDeps } from '../../src/app-deps';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/config';
import { TestClient } from './client';
import { fakeClock, type FakeClock } from './clock';
import { createTestDatabase, type TestDatabase } from './db';

export const TEST_SESSION_KEY = 'test-session-key-0123456789abcdef0123456789';

export interface TestApp {
  app: Koa;
  server: Server;
  url: string;
  db: Knex;
  database: TestDatabase;
  config: Config;
  clock: FakeClock;
  logs: Record<string, unknown>[];
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra deps (static dirs, mailer, explainer) or a way to register routes before listening. */
  deps?: Partial<AppDeps>;
  setup?: (app: Koa, deps: AppDeps) => void;
  /**
   * Another app's database to share instead of a fresh one (each costs a template restore); it is
   * left open on close. For a second app with other settings in a file that already has one.
   */
  database?: TestDatabase;
}

/** A logger whose JSON lines are collected for assertions. */
export const captureLogger = (): { logger: Logger; logs: Record<string, unknown>[] } => {
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, logs };
};

/** createApp on a fresh test database, listening on a loopback port. */
export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-app-'));
  // Passwords are hashed at argon2's test-low cost unless a test asks for PASSWORD_HASH_COST=owasp (as the
  // register and login tests do, to prove the production parameters): the suite signs in thousands of times.
  // An app started as production keeps production's cost (test-low is refused there).
  const env = { DATA_DIR: dataDir, SESSION_KEYS: TEST_SESSION_KEY, NODE_ENV: 'test', ...options.env };
  const config = loadConfig({ PASSWORD_HASH_COST: env.NODE_ENV === 'test' ? 'test-low' : 'owasp', ...env }, dataDir);
  const clock = fakeClock();
  const { logger, logs } = captureLogger();
  const deps: AppDeps = { config, db: database.db, logger, clock, ...options.deps };
  const app = createApp(deps);
  options.setup?.(app, deps);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // Node closes an idle kept-alive socket after 5 s, and fetch reuses it for up to ~4 s: on a busy
  // machine the two timers cross, and a test's next request met a socket just closed (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    server,
    url,
    db: database.db,
    database,
    config,
    clock,
    logs,
    client: () => new TestClient(url),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { repoRoot } from './paths';
import { defaultRemotes, writeRemotes } from './remotes-file';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  remotesFile: string;
  stop: () => Promise<void>;
}

const waitUntilReady = async (url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${log()}`);
};

export interface ServerOptions {
  /** Run on this PostgreSQL database instead of PGlite in the fresh DATA_DIR. */
  databaseUrl?: string;
  /** More environment for the bff (e.g. OPENAI_BASE_URL of a loopback model). */
  env?: Record<string, string>;
  /** The tree whose bff and builds to run (a copy with a scaffolded area); this repository by default. */
  root?: string;
  /** The host name of PUBLIC_URL and the base URL: `localhost` where an IP address will not do (a WebAuthn RP ID is a domain). */
  host?: string;
  /**
   * A DATA_DIR to start from, copied (a data template, data-template.ts): PGlite is then not
   * initialised and migrated again. An empty DATA_DIR by default.
   */
  dataFrom?: string;
  /** Leave DATA_DIR on disk when the server stops (to make a data template of it). */
  keepDataDir?: boolean;
}

/**
 * Starts the production bff (which serves the builds) on a free loopback port with a DATA_DIR of
 * its own (PGlite) and a REMOTES_FILE the tests may rewrite; resolves once /readyz answers.
 */
export async function startServer({
  databaseUrl = '',
  env = {},
  root = repoRoot,
  host = '127.0.0.1',
  dataFrom,
  keepDataDir = false,
}: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nl-e2e-'));
  if (dataFrom) await fs.cp(dataFrom, dataDir, { recursive: true });
  const remotesFile = path.join(dataDir, 'remotes.json');
  await writeRemotes(remotesFile, defaultRemotes);
  const baseUrl = `http://${host}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: root,
    // Not 'production': the demo accounts exist only outside it, and the tests sign in with them.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      REMOTES_FILE: remotesFile,
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  const stop = async () => {
    await halt();
    if (!keepDataDir) await removeDataDir();
  };
  try {
    await waitUntilReady(`${baseUrl}/readyz`, child, () => output);
  } catch (err) {
    await halt();
    await removeDataDir();
    throw err;
  }
  return { baseUrl, dataDir, remotesFile, stop };
}

import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawn';

export interface PgCluster {
  url: string;
  /** `pg_ctl stop -m immediate`: every backend is killed at once, as in a crash. */
  crash(): Promise<void>;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start(): Promise<void>;
  remove(): void;
}

const pgBin = (): string => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb'))) : [];
  const latest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!latest)
    throw new Error(
      `No PostgreSQL server binaries (${root}/*/bin/initdb): install PostgreSQL (apt-get install postgresql), as .ci/run does`,
    );
  return path.join(root, latest, 'bin');
};

/**
 * A throwaway PostgreSQL cluster of a test's own, on a free loopback port, that the test may
 * stop and start (as .ci/run starts one). PostgreSQL refuses to run as root, so as root its
 * commands run as the `postgres` user.
 */
export const createPgCluster = async (): Promise<PgCluster> => {
  const bin = pgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-pg-cluster-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
  // Asynchronous, so a test's load keeps running while the server stops and starts.
  const run = async (cmd: string, args: string[]) => {
    await promisify(execFile)(...command(cmd, args), { timeout: 60_000 });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-N']);
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    start,
    remove: () => {
      try {
        execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'pipe' });
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `pnpm dev`: the bff on 3100 plus the shell (3000) and the three remotes (3001-3003) as rspack dev
// servers with Fast Refresh. The shell proxies /api and /remotes.json to the bff, whose
// REMOTES_FILE points at the remotes' dev servers. Ctrl-C stops everything.
const root = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const bffPort = 3100;
const shellUrl = `http://${host}:3000`;

const remotes = { public: ['mf-public', 3001], members: ['mf-members', 3002], internal: ['mf-internal', 3003] } as const;

const remotesFile = path.join(root, 'data', 'dev-remotes.json');
fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
fs.writeFileSync(
  remotesFile,
  `${JSON.stringify(Object.fromEntries(Object.entries(remotes).map(([area, [, port]]) => [area, `http://${host}:${port}/mf-manifest.json`])), null, 2)}\n`,
);

const colours = [36, 35, 33, 32, 34];
const children: { name: string; child: ChildProcess }[] = [];
let stopping = false;

/** Runs a command in its own process group, so stopping it also stops what it started. */
function run(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `\x1b[${colours[children.length % colours.length]}m[${name}]\x1b[0m `;
  const relay = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping the others.`);
    void stop(1);
  });
  children.push({ name, child });
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return undefined;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const kill = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      };
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      return exited.finally(() => clearTimeout(timer));
    }),
  );
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

run('bff', process.execPath, ['--watch', '--import', 'tsx', 'src/server.ts'], path.join(root, 'bff'), {
  PORT: String(bffPort),
  PUBLIC_URL: shellUrl,
  REMOTES_FILE: remotesFile,
  DATA_DIR: path.join(root, 'data'),
});
const rspack = (pkg: string) => path.join(root, pkg, 'node_modules', '.bin', 'rspack');
run('shell', rspack('shell'), ['serve', '--mode', 'development'], path.join(root, 'shell'));
for (const [pkg] of Object.values(remotes)) run(pkg, rspack(pkg), ['serve', '--mode', 'development'], path.join(root, pkg));

console.log(
  `NextLevel dev: open ${shellUrl} (bff on ${bffPort}, remotes on 3001-3003; REMOTES_FILE=${path.relative(root, remotesFile)}). Ctrl-C stops everything.`,
);

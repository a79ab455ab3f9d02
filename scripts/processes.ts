import { spawn, type ChildProcess } from 'node:child_process';

// The child processes of `pnpm dev` and `pnpm storybook`: prefixed output, and Ctrl-C (or one of them exiting) stops them all.
const colours = [36, 35, 33, 32, 34];
const children: { name: string; child: ChildProcess }[] = [];
let stopping = false;

/** Runs a command in its own process group, so stopping it also stops what it started. */
export function run(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
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

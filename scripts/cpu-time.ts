import { spawn, type SpawnOptions } from 'node:child_process';

/** What a command cost: its exit code, wall seconds, and the CPU seconds of its process tree (null off Linux). */
export interface Spent {
  code: number | null;
  seconds: number;
  cpuSeconds: number | null;
}

// A small node process runs the command and waits for it; the CPU of every descendant that was
// waited for then shows in its own /proc/self/stat (cutime + cstime, in USER_HZ, always 100). Under
// load the wall time of `pnpm test` grows with the CPU it burns (issue #25), so the CPU is the
// figure to compare across runs on a shared machine. A server outside the tree (PostgreSQL) is not in
// it, nor are Chromium's renderers, which their browser does not wait for (~700 CPU s of a run: decision 032).
const reporter = `
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const [command, ...args] = process.argv.slice(1);
const result = spawnSync(command, args, { stdio: 'inherit' });
let cpu = '';
try {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  cpu = String((Number(fields[13]) + Number(fields[14])) / 100);
} catch {}
fs.writeSync(3, cpu);
process.exitCode = result.status ?? 1;
`;

/**
 * Runs `command args` and measures it; `onOutput` gets its standard output and error as they come.
 */
export const runMeasured = (
  command: string,
  args: string[],
  options: { cwd: string; onOutput?: (chunk: Buffer) => void },
): Promise<Spent> =>
  new Promise((done) => {
    const started = Date.now();
    const io: SpawnOptions['stdio'] = ['ignore', 'pipe', 'pipe', 'pipe'];
    const child = spawn(process.execPath, ['-e', reporter, command, ...args], { cwd: options.cwd, stdio: io });
    let cpu = '';
    child.stdout?.on('data', (chunk: Buffer) => options.onOutput?.(chunk));
    child.stderr?.on('data', (chunk: Buffer) => options.onOutput?.(chunk));
    child.stdio[3]!.on('data', (chunk: Buffer) => (cpu += chunk.toString()));
    child.on('close', (code) => done({ code, seconds: (Date.now() - started) / 1000, cpuSeconds: cpu === '' ? null : Number(cpu) }));
  });

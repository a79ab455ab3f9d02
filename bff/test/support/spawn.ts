import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const bffDir = fileURLToPath(new URL('../../', import.meta.url));

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves once the output matches `pattern`: a line the process wrote may arrive after its answer to a request. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Runs `node --import tsx src/server.ts` with the given environment (and nothing else of ours). */
export const runServer = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: bffDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  // 'close', not 'exit': by then the pipes have ended too, so output() holds everything it wrote.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output: () => out, exited };
};

/** Resolves once `output()` matches `pattern`; rejects after `waitMs`, or as soon as `ended()` says the process is gone. */
const outputMatching = async (output: () => string, pattern: RegExp, waitMs: number, ended = () => false): Promise<void> => {
  const until = Date.now() + waitMs;
  while (!pattern.test(output())) {
    if (ended() || Date.now() > until) throw new Error(`no output matched ${pattern} in ${waitMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Starts a real bff process on a free loopback port and waits until it listens. */
export const startServerProcess = async (env: Record<string, string>, timeoutMs = 60_000): Promise<SpawnedServer> => {
  const port = await freePort();
  const { child, output, exited } = runServer({ PORT: String(port), ...env });
  try {
    await outputMatching(output, /NextLevel listening/, timeoutMs, () => child.exitCode !== null);
  } catch {
    child.kill('SIGKILL');
    throw new Error(`bff did not start:\n${output()}`);
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output,
    waitForOutput: (pattern, waitMs = 10_000) => outputMatching(output, pattern, waitMs),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};

// One way to measure a route under autocannon and print it, for every bench that compares a
// route with bare Koa: the same warm-up, the same server CPU per request, the same table.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

export interface Measured {
  name: string;
  /** Over the whole run (requests.average is per whole second sampled, which a run of N requests distorts). */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  /** 2xx answers. */
  ok: number;
  /** Errors, timeouts and non-2xx answers. */
  failures: number;
  /** How long the measured run took. */
  seconds: number;
  /** The server's CPU per request (user + system, every thread), from /proc. */
  cpuUs: number | undefined;
  /** Bytes on the wire per response, in KB. */
  kb: number;
}

// Server CPU per request (Linux /proc): less at the mercy of other load on the machine than req/s.
const TICK_US = 10_000;
export const cpuTicks = (pid: number | undefined): number | undefined => {
  if (!pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
};

/** `run` under load, with the server's CPU read around it. */
export const measured = async (name: string, server: ChildProcess, run: () => Promise<autocannon.Result>): Promise<Measured> => {
  const before = cpuTicks(server.pid);
  const r = await run();
  const after = cpuTicks(server.pid);
  const total = Math.max(1, r.requests.total);
  return {
    name,
    rps: r.requests.total / Math.max(0.001, r.duration),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    ok: r['2xx'],
    failures: r.errors + r.timeouts + r.non2xx,
    seconds: r.duration,
    cpuUs: before === undefined || after === undefined ? undefined : ((after - before) * TICK_US) / total,
    kb: r.throughput.total / total / 1024,
  };
};

/** One route for `duration` seconds after a 1 s warm-up, so JIT and pools settle before the measured run. */
export const measureRoute = async (
  name: string,
  url: string,
  server: ChildProcess,
  {
    headers = {},
    connections = CONNECTIONS,
    duration = DURATION_S,
  }: { headers?: Record<string, string>; connections?: number; duration?: number } = {},
): Promise<Measured> => {
  await autocannon({ url, connections, duration: 1, headers });
  return measured(name, server, () => autocannon({ url, connections, duration, headers }));
};

/** Rows of cells under a head, each column as wide as its widest cell. */
export const table = (head: string[], rows: string[][]): string => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

/** The routes beside bare Koa; `p90` and `bytes` add those columns. */
export const routeTable = (results: Measured[], bareRps: number, { p90 = false, bytes = false } = {}): string =>
  table(
    [
      'route',
      'req/s',
      'p50',
      ...(p90 ? ['p90'] : []),
      'p99',
      'vs bare Koa',
      'server CPU/req',
      ...(bytes ? ['bytes/resp'] : []),
      'errors/non-2xx',
    ],
    results.map((r) => [
      r.name,
      r.rps.toFixed(0),
      `${r.p50} ms`,
      ...(p90 ? [`${r.p90} ms`] : []),
      `${r.p99} ms`,
      `${((r.rps / bareRps) * 100).toFixed(1)}%`,
      r.cpuUs === undefined ? 'n/a' : `${r.cpuUs.toFixed(0)} µs`,
      ...(bytes ? [`${r.kb.toFixed(1)} KB`] : []),
      String(r.failures),
    ]),
  );

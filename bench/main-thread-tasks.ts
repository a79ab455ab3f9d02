// The page's main-thread tasks in a Chrome trace, each with its wall time and its CPU time: a task
// whose wall time is several times its CPU time waited on other processes, not on the page's own
// work (issue #24 item 16: Lighthouse counts wall time, multiplied by 4 on mobile).

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

export interface MainThreadTask {
  /** Milliseconds after the page's navigation started. */
  startMs: number;
  wallMs: number;
  cpuMs: number;
}

const isTask = (e: TraceEvent) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/**
 * The tasks of the renderer thread that navigated to `origin` (the one with its navigationStart), from
 * that navigation on. Empty when the trace holds no such thread.
 */
export function mainThreadTasks(traceEvents: TraceEvent[], origin: string): MainThreadTask[] {
  const navigation = traceEvents
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin))
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!navigation) return [];
  return traceEvents
    .filter((e) => isTask(e) && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts)
    .map((e) => ({ startMs: (e.ts - navigation.ts) / 1000, wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? e.dur ?? 0) / 1000 }));
}

/** "62/10, 38/8 ms": the `count` longest tasks by wall time, each as wall/CPU. */
export const longestTasks = (tasks: MainThreadTask[], count = 4): string =>
  [...tasks]
    .sort((a, b) => b.wallMs - a.wallMs)
    .slice(0, count)
    .map((t) => `${t.wallMs.toFixed(0)}/${t.cpuMs.toFixed(0)}`)
    .join(', ') + ' ms';

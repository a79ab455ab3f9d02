export interface DeadlineLimits {
  /** The whole call, however steadily the answer arrives. */
  totalMs: number;
  /** The longest silence (restarted by `restart()`); unset → only the total counts. */
  idleMs?: number | undefined;
}

/**
 * The time limits that abort a request: the caller's signal (a client that went away) and our own
 * timers feed one AbortSignal, and afterwards we can tell which of them fired.
 */
export const createDeadline = ({ totalMs, idleMs }: DeadlineLimits, callerSignal?: AbortSignal) => {
  const timeout = new AbortController();
  const expire = () => timeout.abort();
  const total = setTimeout(expire, totalMs);
  let idle: NodeJS.Timeout | undefined;
  const pause = () => clearTimeout(idle);
  /** (Re)starts the silence clock: for a stream it measures the gap between chunks. */
  const restart = () => {
    pause();
    if (idleMs !== undefined) idle = setTimeout(expire, idleMs);
  };
  restart();
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal,
    timedOut: () => timeout.signal.aborted,
    cancelled: () => callerSignal?.aborted === true,
    restart,
    /** Stops the silence clock while we, not the upstream, are busy; the total keeps running. */
    pause,
    /** Stops both clocks once the call is over. */
    stop: () => {
      pause();
      clearTimeout(total);
    },
  };
};

export type Deadline = ReturnType<typeof createDeadline>;

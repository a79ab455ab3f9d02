/**
 * A time limit that aborts a request: the caller's signal (a client that went away) and our own
 * timeout feed one AbortSignal, and afterwards we can tell which of the two fired.
 */
export const createDeadline = (timeoutMs: number, callerSignal?: AbortSignal) => {
  const timeout = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const pause = () => clearTimeout(timer);
  /** (Re)starts the clock: for a stream it measures the silence between chunks, not the whole answer. */
  const restart = () => {
    pause();
    timer = setTimeout(() => timeout.abort(), timeoutMs);
  };
  restart();
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal,
    timedOut: () => timeout.signal.aborted,
    cancelled: () => callerSignal?.aborted === true,
    restart,
    pause,
  };
};

export type Deadline = ReturnType<typeof createDeadline>;

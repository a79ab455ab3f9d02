/** A background job on a timer, started by the server entry and stopped by its graceful shutdown. */
export interface PeriodicJob {
  start(): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  intervalMs: number;
  /** One run: it logs its own outcome. */
  run: () => Promise<void>;
  /** A failed run is only reported: a database hiccup costs one tick, not the process, and the next tick tries again. */
  onError: (err: unknown) => void;
  /** Run at once on start too, not only after the first interval. */
  runAtStart?: boolean;
}

/**
 * Runs `run` every `intervalMs`, one run at a time (a tick that finds the last run still going is
 * skipped), on a timer that does not keep the process alive.
 */
export const periodicJob = ({ intervalMs, run, onError, runAtStart = false }: PeriodicJobOptions): PeriodicJob => {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const tick = () => {
    if (current) return;
    current = run()
      .catch(onError)
      .finally(() => {
        current = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      if (runAtStart) tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
};

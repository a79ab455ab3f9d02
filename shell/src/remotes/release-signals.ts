import type { RemoteArea, ReleaseSignalKind } from '@nextlevel/bff/contract';

export interface ReleaseSignal {
  area: RemoteArea;
  build: string | null;
  kind: ReleaseSignalKind;
}

/** What was seen, before its build is read: an area and a kind. */
export type SeenSignal = readonly [area: RemoteArea, kind: ReleaseSignalKind];

export interface ReleaseSignals {
  /** An area's remote was loaded (or tried to load): `load`; it failed to load or its error boundary caught an error: `error`. */
  report: (area: RemoteArea, kind: ReleaseSignalKind) => void;
  /** Sends what gathered now (the page is being hidden). */
  flush: () => void;
}

/**
 * The shell's beacon (issue #26 item 6, decision 028), the part every page carries: signals gather
 * for `delayMs` and are then handed to `send` (the lazy part: builds read, beacons sent), so `/`
 * loads nothing more until the page has been quiet that long.
 */
export function createReleaseSignals({
  send,
  delayMs = 2000,
  onError,
}: {
  send: (seen: SeenSignal[]) => Promise<unknown>;
  delayMs?: number;
  /** An error was seen: a failing page may be left at any moment, so the sending half is fetched now. */
  onError?: () => void;
}): ReleaseSignals {
  let waiting: SeenSignal[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const seen = waiting;
    waiting = [];
    void send(seen).catch(() => undefined);
  };
  return {
    report: (area, kind) => {
      if (kind === 'error') onError?.();
      waiting.push([area, kind]);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}

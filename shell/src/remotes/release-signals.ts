import { RELEASE_SIGNALS_MAX, type RemoteArea, type ReleaseSignalKind } from '@nextlevel/bff/contract';

export interface ReleaseSignal {
  area: RemoteArea;
  build: string | null;
  kind: ReleaseSignalKind;
}

export interface ReleaseSignalsDeps {
  /** The build the area's manifest named (app/area-builds.ts), or null when it never loaded. */
  buildOf: (area: RemoteArea) => Promise<string | null>;
  /** Sends one beacon of at most RELEASE_SIGNALS_MAX signals. */
  send: (signals: ReleaseSignal[]) => Promise<unknown>;
  /** How long signals gather before they go in one beacon. */
  delayMs?: number;
}

export interface ReleaseSignals {
  /** An area's remote was loaded (or tried to load): `load`; it failed to load or its error boundary caught an error: `error`. */
  report: (area: RemoteArea, kind: ReleaseSignalKind) => void;
  /** Sends what gathered now (the page is being hidden). */
  flush: () => void;
}

/**
 * The shell's beacon (issue #26 item 6, decision 028): which area and build loaded or failed, and
 * nothing else (no user, page or message). Signals gather for `delayMs` and go in beacons of at
 * most RELEASE_SIGNALS_MAX, each a keepalive request so one sent as the page goes still arrives;
 * a beacon that fails is dropped (the counts are a sample, never worth a retry loop).
 */
export function createReleaseSignals({ buildOf, send, delayMs = 2000 }: ReleaseSignalsDeps): ReleaseSignals {
  let waiting: ReleaseSignal[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const all = waiting;
    waiting = [];
    for (let i = 0; i < all.length; i += RELEASE_SIGNALS_MAX) void send(all.slice(i, i + RELEASE_SIGNALS_MAX)).catch(() => undefined);
  };
  return {
    report: (area, kind) =>
      void buildOf(area)
        .catch(() => null)
        .then((build) => {
          waiting.push({ area, build, kind });
          timer ??= setTimeout(flush, delayMs);
        }),
    flush,
  };
}

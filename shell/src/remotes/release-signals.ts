import { RELEASE_SIGNALS_MAX, type RemoteArea, type ReleaseSignalKind } from '@nextlevel/bff/contract';

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
}: {
  send: (seen: SeenSignal[]) => Promise<unknown>;
  delayMs?: number;
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
      waiting.push([area, kind]);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}

export interface BeaconDeps {
  /** The build the area's manifest named (app/area-builds.ts), or null when it never loaded. */
  buildOf: (area: RemoteArea) => Promise<string | null>;
  /** Sends one beacon of at most RELEASE_SIGNALS_MAX signals. */
  post: (signals: ReleaseSignal[]) => Promise<unknown>;
}

/**
 * Reads each signal's build and sends them in beacons of at most RELEASE_SIGNALS_MAX: which area
 * and build loaded or failed, and nothing else (no user, page or message). A beacon that fails is
 * dropped: the counts are a sample, never worth a retry loop.
 */
export async function sendSignals(seen: readonly SeenSignal[], { buildOf, post }: BeaconDeps): Promise<void> {
  const signals = await Promise.all(
    seen.map(async ([area, kind]): Promise<ReleaseSignal> => ({ area, build: await buildOf(area).catch(() => null), kind })),
  );
  const beacons: Promise<unknown>[] = [];
  for (let i = 0; i < signals.length; i += RELEASE_SIGNALS_MAX)
    beacons.push(post(signals.slice(i, i + RELEASE_SIGNALS_MAX)).catch(() => undefined));
  await Promise.all(beacons);
}

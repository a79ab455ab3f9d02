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
}

/**
 * The shell's beacon (issue #26 item 6, decision 028), the part every page carries: loads gather
 * for `delayMs` and are then handed to `send` (the lazy part: builds read, beacons sent), so `/`
 * loads nothing more until the page has been quiet that long; an error goes at once, with what
 * waits (a failing page may be left at any moment).
 */
export function createReleaseSignals(send: (seen: SeenSignal[]) => Promise<unknown>, delayMs = 2000): ReleaseSignals {
  const waiting: SeenSignal[] = [];
  // A timer left over from before an error's flush only flushes what waits then: harmless.
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.length > 0) send(waiting.splice(0)).catch(() => undefined);
  };
  return {
    report: (area, kind) => {
      waiting.push([area, kind]);
      if (kind === 'error') flush();
      else if (!scheduled) scheduled = Boolean(setTimeout(flush, delayMs));
    },
  };
}

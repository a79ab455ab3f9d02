import { RELEASE_SIGNALS_MAX, recordReleaseSignals, type RemoteArea } from '@nextlevel/bff/contract';
import { createBuildOf } from '../app/area-builds';
import { callApi } from '../sdk/api';
import type { ReleaseSignal, SeenSignal } from './release-signals';

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

/** One beacon through the API client, outliving the page (`keepalive`). */
export const postReleaseSignals = (signals: ReleaseSignal[]) => callApi(recordReleaseSignals, { body: { signals }, keepalive: true });

let buildOf: ReturnType<typeof createBuildOf> | undefined;

/** The lazy part of the page's beacon: builds read from the manifests the shell loaded, beacons sent. */
export const sendReleaseSignals = (seen: SeenSignal[]) =>
  sendSignals(seen, { buildOf: (buildOf ??= createBuildOf()), post: postReleaseSignals });

import { recordReleaseSignals } from '@nextlevel/bff/contract';
import { createBuildOf } from '../app/area-builds';
import { callApi } from '../sdk/api';
import { sendSignals, type ReleaseSignal, type SeenSignal } from './release-signals';

/** One beacon through the API client, outliving the page (`keepalive`). */
export const postReleaseSignals = (signals: ReleaseSignal[]) => callApi(recordReleaseSignals, { body: { signals }, keepalive: true });

let buildOf: ReturnType<typeof createBuildOf> | undefined;

/** The lazy part of the page's beacon: builds read from the manifests the shell loaded, beacons sent. */
export const sendReleaseSignals = (seen: SeenSignal[]) =>
  sendSignals(seen, { buildOf: (buildOf ??= createBuildOf()), post: postReleaseSignals });

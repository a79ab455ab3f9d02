import * as v from 'valibot';
import { REMOTE_AREAS } from './areas';

/** Why an area key is refused, by the releases and by the beacon. */
export const unknownAreaMessage = `Unknown area: must be one of ${REMOTE_AREAS.join(', ')}`;

/**
 * Canaries (issue #26 items 5-7). The shell reports, for every visitor, each area it loaded and
 * each area that failed to load or threw into its error boundary; the bff counts them per area and
 * build, and retires a canary whose error rate is worse than the live build's.
 */
export const RELEASE_SIGNAL_KINDS = ['load', 'error'] as const;
export type ReleaseSignalKind = (typeof RELEASE_SIGNAL_KINDS)[number];
/** The most signals one beacon carries (the shell sends what it gathered, at most this many). */
export const RELEASE_SIGNALS_MAX = 20;
/** The longest build name a signal may carry (a build version is a few dozen characters). */
export const RELEASE_BUILD_MAX = 100;

export const releaseSignalMessages = {
  signals: `signals must be a list of 1 to ${RELEASE_SIGNALS_MAX} { area, build, kind } objects`,
  build: `build must be null or a build version of at most ${RELEASE_BUILD_MAX} characters`,
  kind: `kind must be one of ${RELEASE_SIGNAL_KINDS.join(', ')}`,
  tooManySignals: 'Too many release signals. Please slow down.',
} as const;

/**
 * POST /api/releases/signals. `build` is the build the area's manifest named, or null when the
 * area failed before its manifest loaded (the bff then counts it against the build it serves this
 * visitor). Nothing personal: no user, page or message, only which area and build.
 */
export const releaseSignalsRequestSchema = v.object({
  signals: v.pipe(
    v.array(
      v.object({
        area: v.picklist(REMOTE_AREAS, unknownAreaMessage),
        build: v.nullable(v.pipe(v.string(releaseSignalMessages.build), v.maxLength(RELEASE_BUILD_MAX, releaseSignalMessages.build))),
        kind: v.picklist(RELEASE_SIGNAL_KINDS, releaseSignalMessages.kind),
      }),
      releaseSignalMessages.signals,
    ),
    v.minLength(1, releaseSignalMessages.signals),
    v.maxLength(RELEASE_SIGNALS_MAX, releaseSignalMessages.signals),
  ),
});
export type ReleaseSignalsRequest = v.InferInput<typeof releaseSignalsRequestSchema>;

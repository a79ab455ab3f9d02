import * as v from 'valibot';
import { REMOTE_AREAS } from './areas';
import { unknownAreaMessage } from './release-signals';
import { responseSchema } from './response-schema';

/**
 * Releases (issue #26): which build of each area is served, kept in the database and shared by
 * every bff instance. A pipeline releases with its area's deploy token, a person with the CLI or an
 * Internal session; docs/decisions/026-releases.md says how a release reaches every instance.
 */

/** A canary is served to this whole percent of an area's visitors, the rest get the live build. */
export const CANARY_SHARE_MIN = 1;
export const CANARY_SHARE_MAX = 99;
/** Longest manifest URL a release takes. */
export const MANIFEST_URL_MAX = 2048;
/** How many releases of an area GET /api/releases/:area answers when not told, and at most. */
export const RELEASE_HISTORY_DEFAULT = 50;
export const RELEASE_HISTORY_MAX = 500;

/**
 * Where a release stands: `live` (served to everyone outside a canary; one per area), `canary`
 * (served to `canary.share` percent of visitors; one per area), `retired` (served no more; an
 * earlier live build can be rolled back to), `refused` (failed its checks, never served; `reasons`).
 */
export const RELEASE_STATES = ['live', 'canary', 'retired', 'refused'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/**
 * Who did something to a release: a pipeline's deploy token (named by its area), a staff user
 * (their e-mail), a person at the host's CLI (their login name), or the bff itself (an automatic
 * rollback of a canary, named by its rule).
 */
export const RELEASE_ACTOR_KINDS = ['deploy-token', 'user', 'cli', 'bff'] as const;
export type ReleaseActorKind = (typeof RELEASE_ACTOR_KINDS)[number];

/**
 * How a release stopped being served: `replaced` by a newer release or a promoted canary,
 * `rolled-back` (by a person, a pipeline, or the bff on a canary's error rate). A release rolled
 * back from is never rolled back to without naming it (`to`).
 */
export const RETIREMENT_KINDS = ['replaced', 'rolled-back'] as const;
export type RetirementKind = (typeof RETIREMENT_KINDS)[number];

/** Why a release request is refused before any check, or why a move cannot be made (kept out of the pages' catalogue). */
export const releaseMessages = {
  unknownArea: unknownAreaMessage,
  manifestRequired: 'manifest is required: the URL of the build’s mf-manifest.json',
  manifestTooLong: `manifest must be at most ${MANIFEST_URL_MAX} characters`,
  canaryShare: `canary must be a whole percent from ${CANARY_SHARE_MIN} to ${CANARY_SHARE_MAX}`,
  releaseId: 'to must be the id of a release of this area',
  historyLimit: `limit must be a whole number from 1 to ${RELEASE_HISTORY_MAX}`,
  refused: 'The release was refused: every failed check is in reasons',
  tokenInvalid: 'This deploy token is not valid: it is unknown or was revoked',
  tokenOtherArea: 'This deploy token is for another area',
  noCanary: 'This area has no canary to promote',
  nothingToRollBack: 'This area has no release to roll back',
  unknownRelease: 'No release of this area has that id',
  notReleasable: 'That release was refused: it can never go live',
  alreadyLive: 'That release is live already',
  rollbackRefused: 'The rollback was refused: every failed check is in reasons',
} as const;

const areaSchema = v.picklist(REMOTE_AREAS, releaseMessages.unknownArea);

/** POST /api/releases: `canary` left out releases the build to everyone. */
export const releaseRequestSchema = v.object({
  area: areaSchema,
  manifest: v.pipe(
    v.string(releaseMessages.manifestRequired),
    v.trim(),
    v.nonEmpty(releaseMessages.manifestRequired),
    v.maxLength(MANIFEST_URL_MAX, releaseMessages.manifestTooLong),
  ),
  canary: v.optional(
    v.pipe(
      v.number(releaseMessages.canaryShare),
      v.integer(releaseMessages.canaryShare),
      v.minValue(CANARY_SHARE_MIN, releaseMessages.canaryShare),
      v.maxValue(CANARY_SHARE_MAX, releaseMessages.canaryShare),
    ),
  ),
});
export type ReleaseRequest = v.InferInput<typeof releaseRequestSchema>;

/** The `:area` of /api/releases/:area and its moves. */
export const releaseAreaParamsSchema = v.object({ area: areaSchema });

/** GET /api/releases/:area?limit=N: the newest N releases. */
export const releaseHistoryQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(releaseMessages.historyLimit),
      v.regex(/^\d{1,4}$/, releaseMessages.historyLimit),
      v.transform(Number),
      v.minValue(1, releaseMessages.historyLimit),
      v.maxValue(RELEASE_HISTORY_MAX, releaseMessages.historyLimit),
    ),
    String(RELEASE_HISTORY_DEFAULT),
  ),
});

/** POST /api/releases/:area/rollback: without `to`, back to the build live before the current one. */
export const rollbackRequestSchema = v.object({
  to: v.optional(v.pipe(v.string(releaseMessages.releaseId), v.uuid(releaseMessages.releaseId))),
});

const actorSchema = responseSchema((v) => v.object({ kind: v.picklist(RELEASE_ACTOR_KINDS), name: v.string() }));
export type ReleaseActor = v.InferOutput<typeof actorSchema>;

/**
 * One shared package as the build's manifest declares it: the version it bundles and the range it
 * needs from the shell (`required_version`; null in a build made before ranges were declared).
 */
const sharedRequirementSchema = responseSchema((v) =>
  v.object({ name: v.string(), version: v.string(), required_version: v.nullable(v.string()), singleton: v.boolean() }),
);
export type SharedRequirement = v.InferOutput<typeof sharedRequirementSchema>;

/** A release as every route answers it; times are ISO 8601. */
export const releaseSchema = responseSchema((v) =>
  v.object({
    id: v.string(),
    area: v.picklist(REMOTE_AREAS),
    /** Its mf-manifest.json, as released (absolute, or a path on this site). A release folder is never written again. */
    manifest: v.string(),
    /** `metaData.buildInfo.buildVersion` of its manifest: what page views and the analytics name the build by. */
    build_version: v.nullable(v.string()),
    shared: v.array(sharedRequirementSchema),
    /** The modules it exposes (`./routes`). */
    exposes: v.array(v.string()),
    released_by: actorSchema,
    released_at: v.string(),
    state: v.picklist(RELEASE_STATES),
    /** The share it was released to as a canary (kept once promoted or retired); null for a release to everyone. */
    canary: v.nullable(v.object({ share: v.number() })),
    /** Every check it failed, when refused; else empty. */
    reasons: v.array(v.string()),
    /** When it went live for everyone (released so, or promoted, or rolled back to); null if it never did. */
    live_at: v.nullable(v.string()),
    retired: v.nullable(v.object({ at: v.string(), by: actorSchema, kind: v.picklist(RETIREMENT_KINDS), reason: v.nullable(v.string()) })),
  }),
);
export type Release = v.InferOutput<typeof releaseSchema>;

/** An area's serving releases: what POST …/promote and …/rollback answer. Null: the area has none (the remotes map's own entry is served). */
export const releaseAreaStateSchema = responseSchema((v) =>
  v.object({ area: v.picklist(REMOTE_AREAS), live: v.nullable(releaseSchema), canary: v.nullable(releaseSchema) }),
);
export type ReleaseAreaState = v.InferOutput<typeof releaseAreaStateSchema>;

/** GET /api/releases/:area: the serving releases and the history, newest first. */
export const releaseHistorySchema = responseSchema((v) =>
  v.object({
    area: v.picklist(REMOTE_AREAS),
    live: v.nullable(releaseSchema),
    canary: v.nullable(releaseSchema),
    releases: v.array(releaseSchema),
  }),
);
export type ReleaseHistory = v.InferOutput<typeof releaseHistorySchema>;

/** The 422 of a refused release (or rollback): every failed check, and the refused release as stored. */
export const releaseRefusalSchema = responseSchema((v) =>
  v.object({ error: v.string(), reasons: v.array(v.string()), release: v.optional(releaseSchema) }),
);
export type ReleaseRefusal = v.InferOutput<typeof releaseRefusalSchema>;

// The shell's beacon (issue #26 items 5-7) lives in its own module, so the page that sends it carries nothing else of this one.
export * from './release-signals';

/** Loads and errors of one build of an area over a period (`build` null: reported without one). */
export const buildHealthSchema = responseSchema((v) =>
  v.object({ area: v.picklist(REMOTE_AREAS), build: v.nullable(v.string()), loads: v.number(), errors: v.number() }),
);
export type BuildHealth = v.InferOutput<typeof buildHealthSchema>;

/** GET /api/releases: every area's live build and canary with their loads and errors since the canary started (or the last 24 hours). */
export const releasesOverviewSchema = responseSchema((v) =>
  v.object({
    areas: v.array(
      v.object({
        area: v.picklist(REMOTE_AREAS),
        live: v.nullable(releaseSchema),
        canary: v.nullable(releaseSchema),
        /** The builds reported for this area in that period, the serving ones first. */
        builds: v.array(buildHealthSchema),
      }),
    ),
  }),
);
export type ReleasesOverview = v.InferOutput<typeof releasesOverviewSchema>;

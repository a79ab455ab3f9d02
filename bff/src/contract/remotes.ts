import * as v from 'valibot';
import { REMOTE_AREAS, type RemoteArea } from './areas';
import { isLoopbackHostname } from './loopback';

/** Where the shell reads which build of each area to load (docs/architecture.md, "The remotes map"). */
export const REMOTES_PATH = '/remotes.json';

/** The module each remote exposes and the shell loads: the area's nested routes (its `src/app/routes.tsx`). */
export const AREA_ROUTES_MODULE = './routes';

/** GET /remotes.json: each area's mf-manifest.json URL, absolute or site-relative. */
export type Remotes = Record<RemoteArea, string>;

/** An object with one entry per area of the registry (contract/areas.ts), each checked by `entry`. */
const perArea = <S extends v.GenericSchema<unknown, string>>(entry: S, message?: string) =>
  v.object(Object.fromEntries(REMOTE_AREAS.map((area) => [area, entry])) as Record<RemoteArea, S>, message);

/**
 * Whether a value is a remotes map: a non-empty string for every area (other keys are allowed).
 * A plain function, not a valibot schema: the shell checks the map on every page, and valibot was
 * on `/` for this check alone (1.1 KB gzip of its budget, decision 003).
 */
export const isRemotes = (value: unknown): value is Remotes =>
  typeof value === 'object' &&
  value !== null &&
  REMOTE_AREAS.every((area) => {
    const url: unknown = (value as Record<string, unknown>)[area];
    return typeof url === 'string' && url !== '';
  });

/**
 * Why the bff refuses REMOTES_FILE (issue #23 item 9): for its log and /readyz, never shown on a
 * page, so kept out of the catalogue the front-ends bundle.
 */
export const remotesFileProblems = {
  unreadable: 'REMOTES_FILE cannot be read',
  notJson: 'REMOTES_FILE is not JSON',
  notAMap: `must be a JSON object of ${REMOTE_AREAS.slice(0, -1).join(', ')} and ${REMOTE_AREAS.at(-1)}`,
  manifestUrl: 'must be an absolute https URL or a path on this site starting with / (plain http only to localhost, outside production)',
} as const;

/** Where REMOTES_FILE may point an area. */
export interface ManifestUrlRules {
  /** Plain http to this machine (a remote's dev server): outside production only. */
  loopbackHttp: boolean;
}

const SITE = 'https://site.invalid';

/** A path on this site (`//host` and `/\host` are another site to a browser), absolute https, or loopback http if allowed. */
export const isManifestUrl = (value: string, { loopbackHttp }: ManifestUrlRules): boolean => {
  let url: URL;
  try {
    url = value.startsWith('/') ? new URL(value, SITE) : new URL(value);
  } catch {
    return false;
  }
  if (value.startsWith('/')) return url.origin === SITE;
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHttp && isLoopbackHostname(url.hostname));
};

/** REMOTES_FILE as the bff accepts it (issue #23 item 9): every area at a manifest URL it may load; other keys are dropped. */
export const remotesFileSchema = (rules: ManifestUrlRules) => {
  const entry = v.pipe(
    v.string(remotesFileProblems.manifestUrl),
    v.check((url) => isManifestUrl(url, rules), remotesFileProblems.manifestUrl),
  );
  const isMap = (input: unknown) => typeof input === 'object' && input !== null && !Array.isArray(input);
  // A missing area is no manifest URL either: the object's own message is the one a missing key gets.
  return v.pipe(v.custom<Record<string, unknown>>(isMap, remotesFileProblems.notAMap), perArea(entry, remotesFileProblems.manifestUrl));
};

/**
 * The remotes map written into index.html by the bff (`<script type="application/json">` with
 * this id), so the first page load skips a round trip to /remotes.json.
 */
export const REMOTES_INLINE_ID = 'nl-remotes';

/** Set on #root (its value is the area) while it holds a prerendered page; the shell removes it once it has hydrated that page (decision 023). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

import * as v from 'valibot';
import { REMOTE_AREAS, ownBuildRemotes } from '../contract/areas';
import { remotesFileProblems, remotesFileSchema, type ManifestUrlRules, type Remotes } from '../contract/remotes';

export type { Remotes };

/** Where the bff serves each area's own build; also what it serves while REMOTES_FILE has never been good. */
export const defaultRemotes: Readonly<Remotes> = ownBuildRemotes;

export type CheckedRemotes = { remotes: Remotes } | { reason: string; areas: string[] };

/** A refused value as the reason quotes it: enough to find it in the file, never a page of it. */
const quoted = (value: unknown) => JSON.stringify(typeof value === 'string' && value.length > 120 ? `${value.slice(0, 120)}…` : value);

/** REMOTES_FILE's text, accepted whole or refused with every bad area and why (its own rules: contract/remotes.ts). */
export const checkRemotesFile = (text: string, rules: ManifestUrlRules): CheckedRemotes => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { reason: remotesFileProblems.notJson, areas: [] };
  }
  const parsed = v.safeParse(remotesFileSchema(rules), json);
  if (parsed.success) return { remotes: parsed.output };
  const areas = REMOTE_AREAS.filter((area) => parsed.issues.some((issue) => v.getDotPath(issue) === area));
  if (areas.length === 0) return { reason: remotesFileProblems.notAMap, areas };
  const given = json as Record<string, unknown>;
  const reason = areas.map((area) => `${area}: ${remotesFileProblems.manifestUrl} (got ${quoted(given[area])})`).join('; ');
  return { reason, areas };
};

/** The origins of the manifests (a map's, or a list) served from elsewhere, for the CSP. */
export const remoteOrigins = (remotes: Remotes | readonly string[], publicUrl: string): string[] => {
  const own = new URL(publicUrl).origin;
  const origins = (Array.isArray(remotes) ? remotes : Object.values(remotes))
    .map((u) => new URL(u, publicUrl).origin)
    .filter((o) => o !== own);
  return [...new Set(origins)];
};

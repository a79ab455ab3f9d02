import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { REMOTE_AREAS, type RemoteArea } from '../../contract/areas';
import { isManifestUrl, type ManifestUrlRules } from '../../contract/remotes';
import { Release } from '../../models/release';
import { ReleaseRevision } from '../../models/release-revision';
import { periodicJob } from '../periodic';
import { shellConflicts } from './checks';
import type { ShellVersions } from './shell-versions';

/** A release being served: its id, manifest and build. */
export interface ServingRelease {
  id: string;
  manifest: string;
  buildVersion: string | null;
}
/** A canary being served to `share` percent of the area's visitors (issue #26 item 5 chooses who). */
export interface ServingCanary extends ServingRelease {
  share: number;
}

export interface LiveReleaseState {
  live: Partial<Record<RemoteArea, ServingRelease>>;
  canaries: Partial<Record<RemoteArea, ServingCanary>>;
  /** Why the releases could not be read or used, while the last good ones are served (for /readyz and the log). */
  problem?: string;
  /** Serving releases whose shared ranges the served shell does not satisfy (the shell checked against every live area). */
  conflicts: string[];
}

export interface LiveReleases {
  /** The serving releases as last read: no database round trip. */
  current(): LiveReleaseState;
  /** Settles once the releases were first read, or failed to be. */
  readonly ready: Promise<void>;
  /** Reads the change counter now, and the serving releases if it moved; never rejects. */
  refresh(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface LiveReleasesOptions {
  db: Knex;
  logger: Logger;
  rules: ManifestUrlRules;
  pollMs: number;
  shellVersions: ShellVersions;
}

/** The database's error code (SQLSTATE or a network code), when it gave one: never its message, which quotes the statement. */
const codeOf = (err: unknown): string => {
  const e = err as { code?: unknown; nativeError?: { code?: unknown } };
  const code = e.code ?? e.nativeError?.code;
  return typeof code === 'string' ? ` (${code})` : '';
};

/**
 * The serving releases of every area, held in the process and read again when the change counter
 * moves (docs/decisions/026): each instance polls the one-row counter every RELEASES_POLL_MS, so a
 * release reaches every instance within about that, and a page load reads only memory. When the
 * database cannot be read, or a serving release's URL may not be served here, the last good
 * releases stay in service and `problem` says why; the poll goes on and recovers by itself.
 */
export const createLiveReleases = ({ db, logger, rules, pollMs, shellVersions }: LiveReleasesOptions): LiveReleases => {
  let state: LiveReleaseState = { live: {}, canaries: {}, conflicts: [] };
  let revision: string | undefined;
  let versionsSeen: unknown;

  const setProblem = (problem: string | undefined, err?: unknown) => {
    if (problem === state.problem) return;
    if (problem) logger.error({ problem, err }, 'releases: serving the last good releases');
    else logger.info('releases: read again');
    state = { ...state, problem };
  };

  const load = async (): Promise<void> => {
    const rows = await Release.query(db)
      .select('id', 'area', 'state', 'manifest_url', 'build_version', 'canary_share', 'shared')
      .whereIn('state', ['live', 'canary']);
    const live: LiveReleaseState['live'] = {};
    const canaries: LiveReleaseState['canaries'] = {};
    const refused: string[] = [];
    const conflicts: string[] = [];
    for (const row of rows) {
      const area = row.area as RemoteArea;
      // An area that left the registry has nothing to serve; a URL this bff may not serve keeps the area's last good release.
      if (!REMOTE_AREAS.includes(area)) continue;
      const serving = { id: row.id, manifest: row.manifest_url, buildVersion: row.build_version };
      const before = row.state === 'live' ? state.live[area] : state.canaries[area];
      if (!isManifestUrl(row.manifest_url, rules)) {
        refused.push(`${area}: release ${row.id} has a manifest URL this bff may not serve`);
        if (row.state === 'live' && before) live[area] = before;
        else if (before) canaries[area] = before as ServingCanary;
        continue;
      }
      if (row.state === 'live') live[area] = serving;
      else canaries[area] = { ...serving, share: row.canary_share ?? 0 };
      conflicts.push(...(await shellConflicts(area, row.shared, shellVersions)).map((c) => `${area} (release ${row.id}): ${c}`));
    }
    if (JSON.stringify([live, canaries]) !== JSON.stringify([state.live, state.canaries]))
      logger.info({ live, canaries }, 'releases: serving');
    if (conflicts.join('\n') !== state.conflicts.join('\n') && conflicts.length > 0)
      logger.error({ conflicts }, 'releases: a serving release does not fit the shell this bff serves');
    state = { live, canaries, conflicts, problem: state.problem };
    setProblem(refused.length > 0 ? refused.join('; ') : undefined);
  };

  const poll = async (): Promise<void> => {
    try {
      const row = await ReleaseRevision.query(db).findById(1).select('revision');
      const versions = await shellVersions();
      if (row?.revision === revision && versions === versionsSeen && !state.problem) return;
      await load();
      revision = row?.revision;
      versionsSeen = versions;
    } catch (err) {
      setProblem(`the releases cannot be read${codeOf(err)}`, err);
    }
  };

  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const refresh = (): Promise<void> => {
    if (!current) {
      current = poll().finally(() => {
        current = undefined;
      });
      return current;
    }
    // The poll in flight may have read before the caller's change: one more follows it, shared by every caller meanwhile.
    next ??= current.then(() => {
      next = undefined;
      return refresh();
    });
    return next;
  };

  const job = periodicJob({ intervalMs: pollMs, run: refresh, onError: () => undefined });
  return { current: () => state, ready: refresh(), refresh, start: () => job.start(), stop: () => job.stop() };
};

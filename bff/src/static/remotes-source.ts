import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import type { RemoteArea } from '../contract/areas';
import { remotesFileProblems, type ManifestUrlRules } from '../contract/remotes';
import type { LiveReleases, ServingCanary } from '../services/releases/live-releases';
import { checkRemotesFile, defaultRemotes, type Remotes } from './remotes';

export interface RemotesRefusal {
  /** Which areas are wrong and why, or why the file as a whole is (never its path). */
  refused: string;
  serving: 'last good map' | 'built-in map';
}

/** Trouble with the releases (issue #26): the last good releases are served meanwhile (for /readyz). */
export interface ReleasesTrouble {
  problem?: string;
  /** Serving releases the served shell does not satisfy. */
  conflicts?: string[];
  serving: 'last good releases';
}

export interface RemotesState {
  /** The map served to a visitor outside any canary. */
  remotes: Remotes;
  /** The canaries running, by area: the build to serve to that share of visitors instead (issue #26 item 5). */
  canaries: Partial<Record<RemoteArea, ServingCanary>>;
  /** Set while REMOTES_FILE is refused: the map served instead, and why (for /readyz). */
  refusal?: RemotesRefusal;
  /** Set while the releases cannot be read, or a serving release does not fit the shell. */
  releases?: ReleasesTrouble;
}

export interface RemotesSource {
  /** The map to serve now; never rejects. */
  read(): Promise<RemotesState>;
  /** Changes (by identity) whenever the releases served change, so what is derived from the map (the CSP) is derived again at once. */
  releasesMark(): unknown;
}

export interface RemotesSourceOptions {
  remotesFile: string | undefined;
  rules: ManifestUrlRules;
  logger: Logger;
  /** The releases in the database (issue #26): each area's live release wins over the file and the built-in map. */
  releases?: LiveReleases | undefined;
}

/**
 * The remotes map: each area's live release from the database (issue #26, docs/decisions/026), else
 * its REMOTES_FILE entry, else its built-in one. The releases are held in memory (no database round
 * trip per page); REMOTES_FILE is for development and tests.
 *
 * REMOTES_FILE, read again on every call so a repointed area needs no restart, and never able to
 * stop the bff (issue #23 item 9; decision 018): a file that cannot be read, is not JSON or holds
 * one bad entry is refused whole, the last map this process accepted goes on being served (the
 * built-in one if none was), and the refusal is logged once per change and reported by /readyz.
 */
export const remotesSource = ({ remotesFile, rules, logger, releases }: RemotesSourceOptions): RemotesSource => {
  // The file's part of the map (and its refusal); the releases are laid over it on each read.
  let state: Omit<RemotesState, 'canaries'> = { remotes: { ...defaultRemotes } };
  let lastGood: Remotes | undefined;
  // The text last judged: an unchanged file is not parsed again, nor its refusal logged again.
  let judged: string | undefined;

  const refuse = (refused: string, areas: string[]) => {
    const serving = lastGood ? 'last good map' : 'built-in map';
    const changed = state.refusal?.refused !== refused;
    state = { remotes: lastGood ?? { ...defaultRemotes }, refusal: { refused, serving } };
    if (changed) logger.error({ remotesFile, reason: refused, areas, serving }, 'REMOTES_FILE refused');
  };
  const accept = (remotes: Remotes) => {
    if (state.refusal) logger.info({ remotesFile }, 'REMOTES_FILE accepted again');
    lastGood = remotes;
    state = { remotes };
  };

  const read = async (file: string) => {
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch (err) {
      judged = undefined;
      return refuse(`${remotesFileProblems.unreadable} (${(err as NodeJS.ErrnoException).code ?? 'error'})`, []);
    }
    if (text === judged) return;
    judged = text;
    const checked = checkRemotesFile(text, rules);
    if ('remotes' in checked) accept(checked.remotes);
    else refuse(checked.reason, checked.areas);
  };

  const withReleases = (base: Omit<RemotesState, 'canaries'>): RemotesState => {
    if (!releases) return { ...base, canaries: {} };
    const { live, canaries, problem, conflicts } = releases.current();
    const remotes = { ...base.remotes };
    for (const [area, release] of Object.entries(live)) remotes[area as RemoteArea] = release.manifest;
    const trouble = problem || conflicts.length > 0;
    return {
      ...base,
      remotes,
      canaries,
      ...(trouble && {
        releases: { ...(problem && { problem }), ...(conflicts.length > 0 && { conflicts }), serving: 'last good releases' as const },
      }),
    };
  };

  // The same object while neither the file's map nor the releases changed: the per-visitor maps
  // (services/releases/visitor.ts) and the pages made from them are cached by its identity.
  let made: { base: unknown; live: unknown; result: RemotesState } | undefined;
  return {
    read: async () => {
      if (remotesFile) await read(remotesFile);
      if (releases) await releases.ready;
      const live = releases?.current();
      if (made?.base !== state || made.live !== live) made = { base: state, live, result: withReleases(state) };
      return made.result;
    },
    releasesMark: () => releases?.current(),
  };
};

import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import { remotesFileProblems, type ManifestUrlRules } from '../contract/remotes';
import { checkRemotesFile, defaultRemotes, type Remotes } from './remotes';

export interface RemotesRefusal {
  /** Which areas are wrong and why, or why the file as a whole is (never its path). */
  refused: string;
  serving: 'last good map' | 'built-in map';
}

export interface RemotesState {
  remotes: Remotes;
  /** Set while REMOTES_FILE is refused: the map served instead, and why (for /readyz). */
  refusal?: RemotesRefusal;
}

export interface RemotesSource {
  /** The map to serve now; never rejects. */
  read(): Promise<RemotesState>;
}

export interface RemotesSourceOptions {
  remotesFile: string | undefined;
  rules: ManifestUrlRules;
  logger: Logger;
}

/**
 * REMOTES_FILE, read again on every call so a repointed area needs no restart, and never able to
 * stop the bff (issue #23 item 9; decision 018): a file that cannot be read, is not JSON or holds
 * one bad entry is refused whole, the last map this process accepted goes on being served (the
 * built-in one if none was), and the refusal is logged once per change and reported by /readyz.
 */
export const remotesSource = ({ remotesFile, rules, logger }: RemotesSourceOptions): RemotesSource => {
  let state: RemotesState = { remotes: { ...defaultRemotes } };
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

  return {
    read: async () => {
      if (remotesFile) await read(remotesFile);
      return state;
    },
  };
};

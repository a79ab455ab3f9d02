import path from 'node:path';
import * as v from 'valibot';
import type { StaticDirs } from '../../app-deps';
import { SHELL_SHARED_VERSIONS_FILE, sharedVersionsSchema, type SharedVersions } from '../../contract/shared-versions';
import { cachedFileReader } from '../../static/remote-files';

/** Why the shell's provided versions are not known (a release cannot be checked against it). */
export const SHELL_VERSIONS_UNKNOWN = `the shell's shared versions are not known to this bff (its build has no valid ${SHELL_SHARED_VERSIONS_FILE}): build the shell with the current tooling`;

/** What the served shell provides to the areas, or null when unknown. */
export type ShellVersions = () => Promise<SharedVersions | null>;

/**
 * The versions the shell this bff serves provides, from its build's shared-versions.json (written
 * by tooling/rspack's host build); read again only when the file changed. Null without a shell
 * build (an API-only bff, a test without one) or with a file that is not the map it should be.
 */
export const shellVersionsFrom = (dirs: StaticDirs | undefined): ShellVersions => {
  const read = cachedFileReader();
  let last: { text: string; versions: SharedVersions | null } | undefined;
  return async () => {
    if (!dirs) return null;
    let text: string;
    try {
      text = await read(path.join(dirs.shell, SHELL_SHARED_VERSIONS_FILE));
    } catch {
      return null;
    }
    if (last?.text !== text) {
      let versions: SharedVersions | null = null;
      try {
        const parsed = v.safeParse(sharedVersionsSchema, JSON.parse(text));
        if (parsed.success) versions = parsed.output;
      } catch {
        versions = null;
      }
      last = { text, versions };
    }
    return last.versions;
  };
};

import { fileURLToPath } from 'node:url';
import type { StaticDirs } from '../app-deps';
import { REMOTE_AREAS, areas } from '../contract/areas';

const repo = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));

/** The production builds inside this repository. */
export const repoStaticDirs = (): StaticDirs => ({
  shell: repo('shell/dist'),
  remotes: Object.fromEntries(REMOTE_AREAS.map((area) => [areas[area].pkg, repo(`${areas[area].pkg}/dist`)])),
});

/**
 * The build folder of the remote named in a URL, or undefined. `remotes` is a plain object, so a
 * name like `constructor` or `__proto__` must not reach its prototype (issue #9 item 12).
 */
export const remoteRoot = (dirs: StaticDirs, name: string): string | undefined =>
  Object.hasOwn(dirs.remotes, name) ? dirs.remotes[name] : undefined;

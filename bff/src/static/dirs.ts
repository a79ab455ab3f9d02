import { fileURLToPath } from 'node:url';
import type { StaticDirs } from '../app-deps';

const repo = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));

/** The production builds inside this repository. */
export const repoStaticDirs = (): StaticDirs => ({
  shell: repo('shell/dist'),
  remotes: Object.fromEntries(['mf-public', 'mf-members', 'mf-internal'].map((name) => [name, repo(`${name}/dist`)])),
});

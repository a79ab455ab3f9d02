import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_AREAS, areas, remoteBuildPath } from '@nextlevel/bff/contract';
import { repoRoot } from './paths';

/** Each front-end's build and where the bff serves it. */
export const servedBuilds = [
  { pkg: 'shell', at: '/' },
  ...REMOTE_AREAS.map((area) => ({ pkg: areas[area].pkg, at: remoteBuildPath(area) })),
];

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
};

/**
 * Every source map and Module Federation stats file the builds made, wherever they were written
 * (`dist/`, or `dist-maps/` beside it), with the URL each would have if its folder were served.
 */
export async function sourceFilesOfBuilds(): Promise<{ file: string; url: string }[]> {
  const found: { file: string; url: string }[] = [];
  for (const { pkg, at } of servedBuilds) {
    for (const folder of ['dist', 'dist-maps']) {
      const dir = path.join(repoRoot, pkg, folder);
      for (const rel of await filesUnder(dir)) {
        if (!/\.map(\.(br|gz))?$|(^|\/)mf-stats\.json(\.(br|gz))?$/.test(rel)) continue;
        found.push({ file: path.join(pkg, folder, rel), url: at + rel.split(path.sep).join('/') });
      }
    }
  }
  return found;
}

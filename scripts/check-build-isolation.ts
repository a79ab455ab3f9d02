import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_AREAS, areas, type RemoteArea } from '../bff/src/contract/areas';
import { frontEndPackages } from './front-ends';

// `node --import tsx scripts/check-build-isolation.ts [area]` (issue #25): builds everything, changes
// one line inside one area's package (members by default), builds again, and fails if any other
// front-end's dist/ changed by a byte, or if that area's own did not change. The change is then
// undone and a third build of that area must give back the first byte for byte (the builds are reproducible).
const root = fileURLToPath(new URL('..', import.meta.url));
const area = (process.argv[2] ?? 'members') as RemoteArea;
if (!REMOTE_AREAS.includes(area)) throw new Error(`No area "${area}"`);
const { pkg } = areas[area];

/** `pnpm build`, or only the package `only` (its pnpm name). */
const build = (only?: string) => {
  const result = spawnSync('pnpm', only ? ['--filter', only, 'build'] : ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`pnpm build${only ? ` of ${only}` : ''} failed`);
};

/** Every file of a dist/ folder with the SHA-256 of its bytes. */
const digest = (dir: string): Map<string, string> => {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
    }),
  );
};
const digests = () => new Map(frontEndPackages.map(({ dir }) => [dir, digest(path.join(root, dir, 'dist'))]));
const same = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([f, h]) => b.get(f) === h);
/** The files added, removed or changed between two digests, for the failure's report. */
const differing = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();

// A change a team makes every day: a new line of text in its area's routes module.
const changed = path.join(root, pkg, 'src/app/routes.tsx');
const original = fs.readFileSync(changed, 'utf8');

build();
const before = digests();
fs.writeFileSync(changed, `${original}\nexport const buildIsolationProbe = 'changed ${Date.now()}';\n`);
try {
  build();
} finally {
  fs.writeFileSync(changed, original);
}
const after = digests();
// The other packages were just built again from unchanged sources (and must match the first build),
// so only the changed one is built a third time.
build(pkg);
const restored = digests();

let failed = false;
for (const { dir } of frontEndPackages) {
  const unchanged = same(before.get(dir)!, after.get(dir)!);
  const expected = dir !== pkg;
  console.log(`${unchanged === expected ? 'ok  ' : 'FAIL'} ${dir}/dist ${unchanged ? 'unchanged' : 'changed'}`);
  if (unchanged !== expected) {
    failed = true;
    for (const file of differing(before.get(dir)!, after.get(dir)!)) console.log(`       ${file}`);
  }
}
const reproducible = [...before].every(([dir, files]) => same(files, restored.get(dir)!));
console.log(`${reproducible ? 'ok  ' : 'FAIL'} the build after undoing the change is the first one, byte for byte`);
for (const [dir, files] of before) for (const file of differing(files, restored.get(dir)!)) console.log(`       ${dir}/dist/${file}`);
if (failed || !reproducible) process.exitCode = 1;
else console.log(`A change inside ${pkg} changed only ${pkg}'s build.`);

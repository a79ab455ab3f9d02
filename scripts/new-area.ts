import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { REMOTE_AREAS, areas, homeAreaFor, type AreaEntry } from '../bff/src/contract/areas';
import { areaFiles, registryEntry, type NewArea } from './new-area/area-files';

// `pnpm new-area <key> --path /<key> --category <Member|Internal> [--no-install]`: writes mf-<key>/
// (routes, a dashboard page, its story and test, its rspack, vitest and Storybook set-up) and the
// area's one entry in the registry, bff/src/contract/areas.ts. Everything else follows from that entry.
const root = path.resolve(process.env.NEW_AREA_ROOT ?? fileURLToPath(new URL('..', import.meta.url)));

const fail = (message: string): never => {
  console.error(`pnpm new-area: ${message}`);
  process.exit(2);
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string' }, category: { type: 'string' }, 'no-install': { type: 'boolean', default: false } },
});
const [key] = positionals;
if (!key || positionals.length > 1) fail('give one area key, e.g. pnpm new-area partners --path /partners --category Member');
if (!/^[a-z][a-z0-9]*$/.test(key!)) fail(`"${key}" is not a key: lowercase letters and digits, starting with a letter`);
if ((REMOTE_AREAS as string[]).includes(key!) || fs.existsSync(path.join(root, `mf-${key}`)))
  fail(`an area "${key}" (or mf-${key}/) exists already`);
const prefix = values.path ?? `/${key}`;
if (!/^\/[a-z][a-z0-9-]*$/.test(prefix)) fail(`--path "${prefix}" must be one lowercase segment, like /${key}`);
const taken = Object.values(areas as Record<string, AreaEntry>).find((a) => a.prefix === prefix);
if (taken) fail(`${prefix} belongs to ${taken.pkg} already`);
const category = values.category;
if (category !== 'Member' && category !== 'Internal') fail('--category must be Member or Internal');

const entries = Object.values(areas as Record<string, AreaEntry>);
const area: NewArea = {
  key: key!,
  prefix,
  category: category as NewArea['category'],
  devPort: Math.max(...entries.map((a) => a.devPort)) + 1,
  storybookPort: Math.max(...entries.map((a) => a.storybook.port)) + 1,
};

// The new remote depends on what the category's home remote depends on, at the same versions.
const reference = JSON.parse(fs.readFileSync(path.join(root, areas[homeAreaFor(area.category)!].pkg, 'package.json'), 'utf8'));
const dir = path.join(root, `mf-${key}`);
for (const [file, text] of Object.entries(
  areaFiles(area, { dependencies: reference.dependencies, devDependencies: reference.devDependencies }),
)) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

const registry = path.join(root, 'bff/src/contract/areas.ts');
const source = fs.readFileSync(registry, 'utf8');
const end = '} as const satisfies Record<string, AreaEntry>;';
if (!source.includes(end)) fail(`cannot find the end of the registry ("${end}") in ${registry}`);
fs.writeFileSync(registry, source.replace(end, `${registryEntry(area)}${end}`));

// Written in the repository's format, as if a person had saved each file.
const format = spawnSync('pnpm', ['exec', 'prettier', '--log-level', 'warn', '--write', dir, registry], { cwd: root, stdio: 'inherit' });
if (format.status !== 0) fail('prettier failed on the written files');

console.log(
  `Wrote mf-${key}/ and its entry in bff/src/contract/areas.ts (${prefix}, ${category}; dev port ${area.devPort}, Storybook ${area.storybookPort}).`,
);
if (!values['no-install']) {
  // Links the new package and adds it to the lockfile (which CI, where pnpm freezes it by default, needs too).
  const install = spawnSync('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) fail('pnpm install failed');
  console.log(`Next: pnpm dev, then open ${prefix}/dashboard signed in as ${category === 'Member' ? 'a Member' : 'staff'}.`);
}

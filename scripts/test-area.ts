import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_AREAS, areas, type RemoteArea } from '../bff/src/contract/areas';

// `pnpm test:area <key>`: what one team runs before it ships its area. Its unit and component
// tests with the contract's, its screen stories (built alone, checked in chromium with axe), then
// its browser journeys (e2e/<key>/) against a production build. `pnpm test` still runs everything.
const root = fileURLToPath(new URL('..', import.meta.url));
const key = process.argv[2];
if (!key || !(REMOTE_AREAS as string[]).includes(key)) {
  console.error(`Usage: pnpm test:area <${REMOTE_AREAS.join('|')}>`);
  process.exit(2);
}
const { pkg } = areas[key as RemoteArea];

const step = (title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const started = Date.now();
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${title}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step('unit and component tests, and the contract', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--project',
  `${pkg}*`,
  '--project',
  'bff-unit',
  pkg,
  'bff/src/contract',
]);

const storybookDir = path.join(root, 'design-system/storybook-static');
fs.rmSync(storybookDir, { recursive: true, force: true });
step('screen stories: build', 'pnpm', [
  '--filter',
  pkg,
  'exec',
  'storybook',
  'build',
  '--quiet',
  '-o',
  path.join(storybookDir, 'screens', key),
]);
step('screen stories: check', 'pnpm', ['--filter', '@nextlevel/design-system', 'run', 'check-storybook', `screens-${key}`]);

const journeys = path.join(root, 'e2e', key);
if (fs.existsSync(journeys)) {
  step('production build', 'pnpm', ['build']);
  step('browser journeys', 'pnpm', ['exec', 'vitest', 'run', '--config', 'e2e/vitest.config.ts', `e2e/${key}/`]);
} else console.log(`\n(no browser journeys: e2e/${key}/ does not exist)`);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_AREAS, areas, type RemoteArea } from '../bff/src/contract/areas';
import { run } from './processes';

// `pnpm storybook`: the design system's Storybook on 6006, composing every area's screen Storybook,
// each on the port the area registry gives it. `pnpm storybook <area>` runs that area's alone.
const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv[2];
if (only !== undefined && !(REMOTE_AREAS as string[]).includes(only)) {
  console.error(`No area "${only}"; the areas are ${REMOTE_AREAS.join(', ')}.`);
  process.exit(2);
}

if (only === undefined) run('design-system', 'pnpm', ['run', 'storybook'], path.join(root, 'design-system'));
for (const area of only ? [only as RemoteArea] : REMOTE_AREAS) {
  const { pkg, storybook } = areas[area];
  run(pkg, 'pnpm', ['exec', 'storybook', 'dev', '-p', String(storybook.port), '--no-open'], path.join(root, pkg));
}

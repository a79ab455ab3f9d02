import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndPackages } from './front-ends';

// `pnpm start`: build whatever front-end is missing, then run the bff, which serves everything on PORT.
const root = fileURLToPath(new URL('..', import.meta.url));
const builds = frontEndPackages.map(({ dir }) => path.join(root, dir, 'dist'));
const missing = builds.filter((dir) => !fs.existsSync(dir));

if (missing.length > 0) {
  console.log(`Missing ${missing.map((d) => path.relative(root, d)).join(', ')}: running pnpm build…`);
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('pnpm build failed; not starting.');
    process.exit(build.status ?? 1);
  }
}

const { startServer } = await import('../bff/src/server');
const { ConfigError } = await import('../bff/src/config/config');
try {
  await startServer();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

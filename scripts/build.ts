import { spawnSync } from 'node:child_process';
import { frontEndPackages } from './front-ends';

// `pnpm build`: the shell and every area's remote (the area registry, bff/src/contract/areas.ts), in parallel.
const filters = frontEndPackages.flatMap(({ name }) => ['--filter', name]);
const build = spawnSync('pnpm', [...filters, '--parallel', 'run', 'build'], { stdio: 'inherit' });
process.exit(build.status ?? 1);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig, type Mode } from '@nextlevel/rspack-config';

export default (_env: unknown, argv: { mode?: Mode }) =>
  hostConfig({
    dir: path.dirname(fileURLToPath(import.meta.url)),
    mode: argv.mode ?? 'production',
    name: 'shell',
    port: 3000,
    runtimePlugins: ['./src/remotes/retry-plugin.ts'],
  });

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig, type Mode } from '@nextlevel/rspack-config';

export default (_env: unknown, argv: { mode?: Mode }) =>
  remoteConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), mode: argv.mode ?? 'production', name: 'mf_public', port: 3001 });

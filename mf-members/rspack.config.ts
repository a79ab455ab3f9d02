import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areas, containerName } from '@nextlevel/bff/contract';
import { remoteConfig, type Mode } from '@nextlevel/rspack-config';

export default (_env: unknown, argv: { mode?: Mode }) =>
  remoteConfig({
    dir: path.dirname(fileURLToPath(import.meta.url)),
    mode: argv.mode ?? 'production',
    name: containerName('members'),
    port: areas.members.devPort,
  });

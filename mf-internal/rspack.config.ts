import type { Mode } from '@nextlevel/rspack-config';
import { csvWorkerConfig, internalRemoteConfig } from './build-configs';

export default (_env: unknown, argv: { mode?: Mode }) => {
  const mode = argv.mode ?? 'production';
  const remote = internalRemoteConfig(mode);
  return [remote, csvWorkerConfig(remote, mode)];
};

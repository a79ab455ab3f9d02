import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createAreaLoader } from './area-loader';
import { fetchRemotes, readInlineRemotes, remotesSource } from './remotes-config';

/** The app's area loader, bound to the MF runtime instance the build plugin creates. */
export const loadArea = createAreaLoader({
  fetchRemotes: remotesSource(
    () => readInlineRemotes(),
    () => fetchRemotes(),
  ),
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
});

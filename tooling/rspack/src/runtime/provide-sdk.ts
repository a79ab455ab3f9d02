import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as sdk from '@module-federation/sdk';
import { SDK_GLOBAL } from './sdk-global';

/**
 * Host runtime plugin: hands the host's copy of the MF SDK (stateless helpers) to every
 * remoteEntry.js, which otherwise bundles its own (~40 KB raw) next to the shared runtime core.
 * Set before the host's runtime initialises, so before any remote entry runs.
 */
export default function provideSdk(): ModuleFederationRuntimePlugin {
  return {
    name: 'nextlevel-provide-sdk',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[SDK_GLOBAL] = sdk;
      return args;
    },
  };
}

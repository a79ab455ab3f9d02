import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { SHARED_MF_HELPERS } from './sdk-global';

// Exactly REMOTE_HELPER_NAMES (sdk-global.ts), so the host keeps its tree-shaking.
const helpers: Record<string, unknown> = {
  '@module-federation/sdk': { decodeName, ENCODE_NAME_PREFIX },
  '@module-federation/error-codes': { RUNTIME_009, runtimeDescMap },
};

/**
 * Host runtime plugin: hands the host's copies of the MF SDK and error codes (stateless helpers)
 * to every remoteEntry.js, which otherwise bundles its own next to the shared runtime core.
 * Set before the host's runtime initialises, so before any remote entry runs.
 */
export default function provideSdk(): ModuleFederationRuntimePlugin {
  return {
    name: 'nextlevel-provide-sdk',
    beforeInit(args) {
      for (const [pkg, global] of Object.entries(SHARED_MF_HELPERS)) (globalThis as Record<string, unknown>)[global] = helpers[pkg];
      return args;
    },
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Transient failures (a manifest or entry that fails once) are retried before the area shows
 * its error; a dead remote still fails within a few seconds, and the area's Retry button
 * takes over from there. Loaded by the MF build plugin as a runtime plugin (shell/rspack.config.ts).
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 500 },
  }) as unknown as ModuleFederationRuntimePlugin;
}

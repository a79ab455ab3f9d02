// The MF SDK's env module (@module-federation/sdk dist/env.js, the same exports) for the host's
// production build, but isDebugMode() reads no localStorage. The runtime asks it while it starts
// (runtime-core's global.js), and a page's first localStorage access opens the origin's storage
// with a synchronous round trip to the browser process: 1–47 ms of main thread at / here, which
// Lighthouse's mobile run counts four times over (issue #24 item 16). Debug mode stays one global
// away: `FEDERATION_DEBUG = true` before the shell's script runs.
declare const ENV_TARGET: string | undefined;
declare const FEDERATION_DEBUG: unknown;

export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export const isBrowserEnv = (): boolean => isBrowserEnvValue;

export const isReactNativeEnv = (): boolean => typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';

export const getProcessEnv = (): Record<string, string | undefined> => (typeof process !== 'undefined' && process.env ? process.env : {});

export const isDebugMode = (): boolean =>
  Boolean(getProcessEnv()['FEDERATION_DEBUG']) || (typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG));

/** @nextlevel/rspack-config — the one build set-up of the shell and the remotes. */
export { hostConfig, type HostOptions } from './host';
export { remoteConfig, type RemoteOptions } from './remote';
export type { Mode } from './base';
export type { PrerenderedPageOptions } from './prerender';
export { BFF_DEV_URL } from './dev-server';
export { PRIVATE_DIR, PrivateFilesPlugin } from './private-files';
export { SHELL_DIR, sharedFor, sharedNeedsOf, sharedVersionsOf } from './shared';
export { SharedFitPlugin, SharedVersionsPlugin } from './shared-versions-plugins';
export { remoteRuntimeDirs } from './mf-runtime';
export { REMOTE_HELPER_NAMES } from './runtime/sdk-global';

/**
 * Where the host's MF runtime plugin (provide-sdk.ts) puts the stateless MF helpers a remote's
 * entry imports, which takes them from there (remote.ts externals) instead of bundling them.
 */
export const SHARED_MF_HELPERS: Record<string, string> = {
  '@module-federation/sdk': '_NEXTLEVEL_FEDERATION_SDK',
  '@module-federation/error-codes': '_NEXTLEVEL_FEDERATION_ERROR_CODES',
};

/**
 * The names a remote entry's runtime (webpack-bundler-runtime and runtime, ES builds) imports
 * from them; provide-sdk.ts hands over exactly these, so the host keeps its tree-shaking.
 * shell/src/remotes/mf-remote-helpers.test.ts fails when an MF upgrade imports another.
 */
export const REMOTE_HELPER_NAMES: Record<string, string[]> = {
  '@module-federation/sdk': ['decodeName', 'ENCODE_NAME_PREFIX'],
  '@module-federation/error-codes': ['RUNTIME_009', 'runtimeDescMap'],
};

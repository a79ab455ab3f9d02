/** Where the host's MF runtime plugin puts the MF SDK for the remotes' entries (remote.ts externals). */
export const SDK_GLOBAL = '_NEXTLEVEL_FEDERATION_SDK';

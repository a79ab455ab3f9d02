// The MF SDK is a dependency of @module-federation/enhanced, resolved in the host build through
// its alias (host.ts); its types are not reachable from this package and are not needed here.
declare module '@module-federation/sdk';

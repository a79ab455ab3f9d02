// Dependencies of @module-federation/enhanced, resolved in the host build through its aliases
// (mf-runtime.ts); their types are not reachable from this package and are not needed here.
declare module '@module-federation/sdk';
declare module '@module-federation/error-codes';

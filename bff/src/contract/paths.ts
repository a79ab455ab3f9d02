/** The /api routes of product §7. Both sides build URLs from these. */
export const api = {} as const;

/**
 * The router's pattern of a path that takes an id, e.g. `pathPattern(api.analyticsSessionEnd)` is
 * `/api/analytics/session/:id/end`: the bff mounts, and the route list names, the same path the client builds.
 */
export const pathPattern = (build: (id: string) => string): string => build('\u0000').replace('%00', ':id');

/** Header the shell's API client sends on every request; the bff's CSRF guard requires it on mutations. */
export const CSRF_HEADER = 'X-CSRF';

/**
 * A readable (not httpOnly) cookie the bff keeps while the session has a user. It carries no
 * secret: it only tells the shell whether GET /api/user is worth asking, so anonymous visitors
 * make no request that is bound to answer 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'nl.signed_in';

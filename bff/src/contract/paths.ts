/** Header the shell's API client sends on every request; the bff's CSRF guard requires it on mutations. */
export const CSRF_HEADER = 'X-CSRF';

/**
 * A readable (not httpOnly) cookie the bff keeps while the session has a user. It carries no
 * secret: it only tells the shell whether GET /api/user is worth asking, so anonymous visitors
 * make no request that is bound to answer 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'nl.signed_in';

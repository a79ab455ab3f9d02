/** Header the shell's API client sends on every request; the bff's CSRF guard requires it on mutations. */
export const CSRF_HEADER = 'X-CSRF';

/**
 * The error code of a 403 answered to a session that must set up a second factor first (issue #27
 * item 5). Here, beside the other names every page's API client reads, not in contract/mfa.ts:
 * that module builds schemas as it loads, which `/` would then carry.
 */
export const MFA_SETUP_REQUIRED = 'mfa-setup-required';

/**
 * A readable (not httpOnly) cookie the bff keeps while the session has a user. It carries no
 * secret: it only tells the shell whether GET /api/user is worth asking, so anonymous visitors
 * make no request that is bound to answer 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'nl.signed_in';

/**
 * The first-party, httpOnly cookie that names a visitor for canaries (issue #26 item 5,
 * docs/decisions/028): a random id the bff sets when it serves a page, replaced once the visitor
 * signs in by one derived from the user, so a canary is sticky per visitor and per user.
 */
export const VISITOR_COOKIE = 'nl.visitor';

/**
 * Limits of product §9 that several contract files share. A constant of one resource lives in that
 * resource's file; a constant only a front-end needs (timings, landing figures) lives in that app.
 */
export const PASSWORD_MIN = 8;
/** Upper bound so hashing cost stays bounded (OWASP ASVS 5.0 V6.2). */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
/** RFC 5321's longest forward path, less its angle brackets. */
export const EMAIL_MAX = 254;
/** Longest id or token a route takes as text: a UUID is 36 characters, a mail token 43. */
export const ID_MAX = 100;
/** Longest message of the landing page's contact form (product §2; it calls no server). */
export const CONTACT_MESSAGE_MAX = 5000;

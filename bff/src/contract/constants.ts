/**
 * Limits of SPEC §9 that several contract files share. A constant of one resource lives in that
 * resource's file; a constant only a front-end needs (timings, landing figures) lives in that app.
 */
export const PASSWORD_MIN = 8;
/** Upper bound so hashing cost stays bounded (OWASP ASVS 5.0 V6.2). */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;

import { createHash, randomBytes } from 'node:crypto';

/** Verification links stay valid for a day, reset links for an hour (issue #4). */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** A single-use token as mailed (`token`) and as stored (`hash`, the only thing the database keeps). */
export interface IssuedToken {
  token: string;
  hash: string;
  expires: Date;
}

/** SHA-256 of the token, hex: a database leak must not yield usable links. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** 256 random bits, base64url so it travels in a query string untouched. */
export const issueToken = (now: Date, ttlMs: number): IssuedToken => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expires: new Date(now.getTime() + ttlMs) };
};

/** A random value handed to one browser, of which only the hash is kept (the sign-up cookie, decision 016). */
export const issueNonce = (): { nonce: string; hash: string } => {
  const nonce = randomBytes(32).toString('base64url');
  return { nonce, hash: hashToken(nonce) };
};

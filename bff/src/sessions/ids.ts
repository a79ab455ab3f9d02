import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits (a UUID would carry 122). */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked table cannot be replayed as cookies. */
export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');

import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; koa-session's default would be a 122-bit UUID. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked table cannot be replayed as cookies. */
export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RESET_TTL_MS, VERIFICATION_TTL_MS, hashToken, issueToken } from './tokens';

describe('auth tokens', () => {
  it('carries 256 random bits and stores only their SHA-256', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const issued = issueToken(now, RESET_TTL_MS);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.hash).toBe(createHash('sha256').update(issued.token).digest('hex'));
    expect(issued.hash).not.toContain(issued.token);
    expect(issueToken(now, RESET_TTL_MS).token).not.toBe(issued.token);
  });

  it('expires verification after 24 h and reset after 1 h', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(issueToken(now, VERIFICATION_TTL_MS).expires.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(issueToken(now, RESET_TTL_MS).expires.toISOString()).toBe('2026-01-01T01:00:00.000Z');
  });

  it('hashes deterministically', () => {
    expect(hashToken('abc')).toBe(hashToken('abc'));
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });
});

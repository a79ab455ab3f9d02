import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieKeys } from './keys';

// Keygrip's signature: HMAC-SHA1 in base64 with `/+=` mapped to `_-` and dropped.
const keygripSign = (key: string, data: string) =>
  createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);

describe('cookieKeys', () => {
  const data = 'nl.sid=abc123';

  it('signs as Keygrip did, so cookies signed before the change still verify', () => {
    const keys = cookieKeys(['new-key', 'old-key']);
    expect(keys.sign(data)).toBe(keygripSign('new-key', data));
    expect(keys.index(data, keygripSign('new-key', data))).toBe(0);
  });

  it('verifies with a rotated-out key and says which one, so the signature can be renewed', () => {
    const keys = cookieKeys(['new-key', 'old-key']);
    expect(keys.index(data, keygripSign('old-key', data))).toBe(1);
    expect(keys.verify(data, keygripSign('old-key', data))).toBe(true);
  });

  it('refuses a forged, truncated, empty or foreign signature, and other data under a real one', () => {
    const keys = cookieKeys(['new-key']);
    const good = keys.sign(data);
    for (const digest of ['forged', good.slice(0, -1), '', `${good}x`, keygripSign('other-key', data)]) {
      expect(keys.verify(data, digest), digest).toBe(false);
    }
    expect(keys.verify('nl.sid=abc124', good)).toBe(false);
  });

  it('needs a key', () => {
    expect(() => cookieKeys([])).toThrow();
  });
});

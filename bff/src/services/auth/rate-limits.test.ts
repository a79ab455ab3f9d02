import { describe, expect, it } from 'vitest';
import { accountKey, defaultRateLimitPolicy, rulesFor } from './rate-limits';

describe('rate-limit rules', () => {
  it('counts per IP and per account, 20 and 5 in 15 minutes by default', () => {
    const rules = rulesFor(defaultRateLimitPolicy, 'login', '203.0.113.9', 'Ada@Example.com');
    expect(rules).toEqual([
      { key: 'login:ip:203.0.113.9', limit: 20, windowMs: 900_000 },
      { key: accountKey('login', 'ada@example.com'), limit: 5, windowMs: 900_000 },
    ]);
  });

  it('keys an account by a hash of its normalised address, separately per action', () => {
    expect(accountKey('reset', ' ADA@example.com ')).toBe(accountKey('reset', 'ada@example.com'));
    expect(accountKey('reset', 'ada@example.com')).not.toContain('ada');
    expect(accountKey('reset', 'ada@example.com')).not.toBe(accountKey('login', 'ada@example.com'));
  });
});

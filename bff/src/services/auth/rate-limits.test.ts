import { describe, expect, it } from 'vitest';
import { accountKey, clientKey, defaultRateLimitPolicy, loginAccountKey, loginRules, resetTokenRules, rulesFor } from './rate-limits';

describe('rate-limit rules', () => {
  it('#23.3 mail requests count per IP and per account from that client, 20 and 5 in 15 minutes by default', () => {
    const rules = rulesFor(defaultRateLimitPolicy, 'register', '203.0.113.9', 'Ada@Example.com');
    expect(rules).toEqual([
      { key: 'register:ip:203.0.113.9', limit: 20, windowMs: 900_000 },
      { key: accountKey('register', 'ada@example.com', '203.0.113.9'), limit: 5, windowMs: 900_000 },
    ]);
    expect(accountKey('register', 'ada@example.com', '203.0.113.9')).not.toBe(accountKey('register', 'ada@example.com', '198.51.100.1'));
  });

  it('keys an account by a hash of its normalised address, separately per action', () => {
    const ip = '203.0.113.9';
    expect(accountKey('reset', ' ADA@example.com ', ip)).toBe(accountKey('reset', 'ada@example.com', ip));
    expect(accountKey('reset', 'ada@example.com', ip)).not.toContain('ada');
    expect(accountKey('reset', 'ada@example.com', ip)).not.toBe(accountKey('login', 'ada@example.com', ip));
  });

  it('sign-in failures are counted per account and client, so another address has its own count', () => {
    const rules = loginRules(defaultRateLimitPolicy, '203.0.113.9', 'Ada@Example.com');
    expect(rules).toEqual({
      perIp: { key: 'login:ip:203.0.113.9', limit: 20, windowMs: 900_000 },
      failures: { key: loginAccountKey('ada@example.com', '203.0.113.9'), limit: 5, windowMs: 900_000 },
      attempts: { key: accountKey('login-attempt', 'ada@example.com', '203.0.113.9'), limit: 30, windowMs: 900_000 },
    });
    expect(loginAccountKey('ada@example.com', '203.0.113.9')).not.toBe(loginAccountKey('ada@example.com', '198.51.100.1'));
    expect(loginAccountKey('ada@example.com', '203.0.113.9')).not.toContain('ada');
    expect(resetTokenRules(defaultRateLimitPolicy, '203.0.113.9')).toEqual([
      { key: 'reset-token:ip:203.0.113.9', limit: 10, windowMs: 900_000 },
    ]);
  });
});

describe('client key', () => {
  it('two IPv6 addresses in one /64 share a key; another /64 does not', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:aaaa:bbbb:cccc')).toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('an IPv4-mapped address counts as the IPv4 one', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('rate-limit key length capped: what is not an address is hashed to a short key', () => {
    const junk = `${'x'.repeat(10_000)}, ${'9'.repeat(5_000)}`;
    expect(clientKey(junk).length).toBeLessThanOrEqual(45);
    expect(clientKey(junk)).not.toBe(clientKey(`${junk}!`));
    expect(loginAccountKey('ada@example.com', junk).length).toBeLessThanOrEqual(128);
  });
});

import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, totpStep } from './totp';

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") and its 8-digit codes, here with 6.
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP (RFC 6238, via otpauth)', () => {
  it('matches the RFC test vectors (the last 6 digits) and names the step', () => {
    expect(totpStep(rfcSecret, '287082', new Date(59_000))).toBe(1);
    expect(totpStep(rfcSecret, '081804', new Date(1_111_111_109_000))).toBe(37_037_036);
    expect(totpStep(rfcSecret, '279037', new Date(2_000_000_000_000))).toBe(66_666_666);
  });

  it('takes the step before and after (30 s of drift), not two away, and only 6 digits', () => {
    const secret = newTotpSecret();
    const at = new Date(1_800_000_000_000);
    const code = (offset: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() + offset });
    const now = totpStep(secret, code(0), at)!;
    expect(totpStep(secret, code(-30_000), at)).toBe(now - 1);
    expect(totpStep(secret, code(30_000), at)).toBe(now + 1);
    expect(totpStep(secret, code(90_000), at)).toBeUndefined();
    expect(totpStep(secret, `${code(0)}0`, at)).toBeUndefined();
    expect(totpStep(secret, 'abcdef', at)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and the otpauth URI apps scan', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: 'NextLevel',
      digits: '6',
      period: '30',
      algorithm: 'SHA1',
    });
    expect(decodeURIComponent(url.pathname)).toContain('NextLevel:ada@example.com');
  });
});

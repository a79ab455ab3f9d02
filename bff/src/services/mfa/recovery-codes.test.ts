import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('are ten distinct codes of four groups of four unambiguous symbols', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
  });

  it('hash the same however typed (case, spaces, dashes), never to the code itself', () => {
    const [code] = newRecoveryCodes() as [string];
    const typed = ` ${code.toUpperCase().replace(/-/g, ' ')} `;
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code)).not.toContain(normaliseRecoveryCode(code));
    expect(looksLikeRecoveryCode(typed)).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const key = 'k'.repeat(32);
const older = 'o'.repeat(32);

describe('the TOTP secret box (AES-256-GCM, decision 031)', () => {
  it('opens what it sealed, for the same user only, with a fresh IV each time', () => {
    const box = createSecretBox([key]);
    const a = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]+$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(a);
    expect(box.open(a, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(a, 'user-2')).toBeUndefined();
  });

  it('refuses a tampered or malformed value', () => {
    const box = createSecretBox([key]);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'u');
    const [v, iv, body] = sealed.split(':') as [string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open(`${v}:${iv}:${flipped.toString('base64url')}`, 'u')).toBeUndefined();
    for (const bad of ['', 'v1', 'v2:a:b', `v1:${iv}:`, 'v1:short:AAAA']) expect(box.open(bad, 'u')).toBeUndefined();
  });

  it('the newest key seals; every listed key opens (a rotation, or MFA_ENCRYPTION_KEY set later); a dropped key does not', () => {
    const sealedBefore = createSecretBox([older]).seal('SECRET', 'u');
    const rotated = createSecretBox([key, older]);
    expect(rotated.open(sealedBefore, 'u')).toBe('SECRET');
    expect(createSecretBox([key]).open(rotated.seal('SECRET', 'u'), 'u')).toBe('SECRET');
    expect(createSecretBox([key]).open(sealedBefore, 'u')).toBeUndefined();
  });
});

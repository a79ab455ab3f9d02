import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHasher, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const stored = await hashPassword('Correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse 1')).toBe(false);
  });

  it('hashes at the test-low cost only when asked, and verifies either cost from the stored parameters', async () => {
    const low = await passwordHasher('test-low').hash('Correct horse 1');
    expect(low).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(low, 'Correct horse 1')).toBe(true);
    expect(await verifyPassword(low, 'correct horse 1')).toBe(false);
    expect(await passwordHasher('owasp').hash('Correct horse 1')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('salts each hash and treats a malformed hash as a mismatch', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit AES key from a configured key (MFA_ENCRYPTION_KEY or a session key), by HKDF-SHA-256 with its own label. */
const deriveKey = (material: string): Buffer =>
  Buffer.from(hkdfSync('sha256', Buffer.from(material, 'utf8'), Buffer.alloc(0), 'nextlevel mfa totp secret v1', 32));

/**
 * Encrypts one-time-code secrets at rest with AES-256-GCM (docs/decisions/031). The newest key
 * encrypts; every key is tried to decrypt, so a key added in front (a rotation, or MFA_ENCRYPTION_KEY
 * set later) leaves the secrets written before it readable while the old key stays listed. The
 * user's id is the associated data: a ciphertext copied to another user's row does not decrypt.
 */
export const createSecretBox = (keys: readonly string[]) => {
  if (keys.length === 0) throw new Error('No key to encrypt one-time-code secrets with');
  const derived = keys.map(deriveKey);
  return {
    seal(plaintext: string, userId: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', derived[0]!, iv);
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}:${iv.toString('base64url')}:${body.toString('base64url')}`;
    },
    /** The secret, or undefined when no configured key opens it (a dropped key, a tampered row). */
    open(sealed: string, userId: string): string | undefined {
      const [version, ivText, bodyText] = sealed.split(':');
      if (version !== VERSION || !ivText || !bodyText) return undefined;
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) return undefined;
      for (const key of derived) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, iv);
          decipher.setAAD(Buffer.from(userId, 'utf8'));
          decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
          return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        } catch {
          // Not this key: try the next.
        }
      }
      return undefined;
    },
  };
};

export type SecretBox = ReturnType<typeof createSecretBox>;

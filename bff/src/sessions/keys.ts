import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the `cookies` package asks of `app.keys` for signed cookies (Keygrip's interface). */
export interface CookieKeys {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

const hmac = (key: string, data: string): string => createHmac('sha1', key).update(data).digest('base64url');

/**
 * Keygrip's signatures (HMAC-SHA1, base64url, first key signs, any key verifies), so cookies
 * signed before still verify. Keygrip compares in constant time by drawing 32 random bytes and
 * HMAC-ing both sides again — three HMACs and a randomBytes call per signed cookie read, the
 * largest single cost of a signed-in request (issue #11); `timingSafeEqual` does the same job
 * on the one HMAC.
 */
export const cookieKeys = (keys: readonly string[]): CookieKeys => {
  if (keys.length === 0) throw new Error('at least one cookie key is needed');
  const index = (data: string, digest: string): number => {
    const given = Buffer.from(digest);
    for (let i = 0; i < keys.length; i += 1) {
      const expected = Buffer.from(hmac(keys[i]!, data));
      if (expected.length === given.length && timingSafeEqual(expected, given)) return i;
    }
    return -1;
  };
  return { sign: (data) => hmac(keys[0]!, data), verify: (data, digest) => index(data, digest) > -1, index };
};

import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../contract/mfa';

/** Lowercase letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols, about 5 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 16;

/**
 * One recovery code: 16 random symbols (about 79 bits, so its unsalted SHA-256 cannot be reversed
 * by trying), shown in four groups of four.
 */
const newCode = (): string => {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
};

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** What the user typed, as it was generated: lowercase, without spaces or dashes. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

/** The stored form of a code (typed or generated). */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');

/** Could this be a recovery code (rather than a 6-digit one)? */
export const looksLikeRecoveryCode = (typed: string): boolean => normaliseRecoveryCode(typed).length === LENGTH;

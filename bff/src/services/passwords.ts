import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1).
// The numeric algorithm id (2 = Argon2id) stands in for the package's const enum, which isolatedModules cannot inline.
const options = { algorithm: 2 as never, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** True when the password matches the stored hash; a malformed hash counts as a mismatch. */
export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

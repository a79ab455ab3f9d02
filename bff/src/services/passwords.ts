import { hash, verify } from '@node-rs/argon2';

/**
 * How hard a password hash is. `owasp` is argon2id with OWASP's first recommended parameter set
 * (m=19 MiB, t=2, p=1), the only cost outside tests. `test-low` (m=1 MiB, t=1, p=1) exists so the
 * test suite can sign in thousands of times; config refuses it unless NODE_ENV=test.
 */
export type PasswordHashCost = 'owasp' | 'test-low';

// The numeric algorithm id (2 = Argon2id) stands in for the package's const enum, which isolatedModules cannot inline.
const parameters: Record<PasswordHashCost, { algorithm: never; memoryCost: number; timeCost: number; parallelism: number }> = {
  owasp: { algorithm: 2 as never, memoryCost: 19456, timeCost: 2, parallelism: 1 },
  'test-low': { algorithm: 2 as never, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export const hashPassword = (password: string, cost: PasswordHashCost = 'owasp'): Promise<string> => hash(password, parameters[cost]);

/** True when the password matches the stored hash; a malformed hash counts as a mismatch. */
export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** The hash and verify of one cost (verify reads the cost from the stored hash). */
export const passwordHasher = (cost: PasswordHashCost) => ({
  hash: (password: string) => hashPassword(password, cost),
  verify: verifyPassword,
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Outside production the signing keys are generated once and kept in DATA_DIR, so sessions
 * survive a restart without anyone having to configure SESSION_KEYS.
 */
export const sessionKeysFor = (dataDir: string): string[] => {
  const file = path.join(dataDir, 'session-keys');
  try {
    const keys = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((k) => k.trim())
      .filter(Boolean);
    if (keys.length > 0) return keys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return [key];
};

import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Screenshots land here (gitignored). */
export const artifactsDir = fileURLToPath(new URL('../../.e2e-artifacts/', import.meta.url));

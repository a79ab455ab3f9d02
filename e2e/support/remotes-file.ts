import fs from 'node:fs/promises';
import { ownBuildRemotes, type Remotes } from '@nextlevel/bff/contract';

/** Where the bff serves each remote's build (docs/architecture.md, "Static serving and headers"). */
export const defaultRemotes: Remotes = { ...ownBuildRemotes };

/** Rewrites REMOTES_FILE; the bff reads it afresh on every GET /remotes.json. */
export const writeRemotes = (file: string, remotes: Remotes): Promise<void> => fs.writeFile(file, `${JSON.stringify(remotes, null, 2)}\n`);

import fs from 'node:fs/promises';
import { HttpError } from '../http/errors';

export const defaultRemotes = {
  public: '/remotes/mf-public/mf-manifest.json',
  members: '/remotes/mf-members/mf-manifest.json',
  internal: '/remotes/mf-internal/mf-manifest.json',
} as const;

export type Remotes = Record<string, string>;

/** Reads REMOTES_FILE afresh, so pointing an area at a new build needs no restart. */
export const readRemotes = async (remotesFile: string | undefined): Promise<Remotes> => {
  if (!remotesFile) return { ...defaultRemotes };
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(remotesFile, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || !Object.values(parsed).every((u) => typeof u === 'string'))
      throw new Error('not a map of strings');
    return parsed as Remotes;
  } catch (err) {
    throw new HttpError(500, 'REMOTES_FILE is unreadable', { expose: false, cause: err });
  }
};

/** The origins of remotes served from elsewhere, for the CSP. */
export const remoteOrigins = (remotes: Remotes, publicUrl: string): string[] => {
  const own = new URL(publicUrl).origin;
  const origins = Object.values(remotes)
    .map((u) => new URL(u, publicUrl).origin)
    .filter((o) => o !== own);
  return [...new Set(origins)];
};

import { REMOTE_AREAS, REMOTES_PATH, remotesSchema, type Remotes } from '@nextlevel/bff/contract';
import * as v from 'valibot';

/**
 * Reads /remotes.json and resolves each manifest URL against the page, since the bff may
 * answer site-relative URLs (/remotes/mf-public/mf-manifest.json).
 */
export async function fetchRemotes(base: string = location.href, fetchImpl: typeof fetch = fetch): Promise<Remotes> {
  const res = await fetchImpl(new URL(REMOTES_PATH, base).href, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${REMOTES_PATH} answered ${res.status}`);
  const remotes = v.parse(remotesSchema, await res.json());
  const resolved = { ...remotes };
  for (const area of REMOTE_AREAS) resolved[area] = new URL(remotes[area], base).href;
  return resolved;
}

import { REMOTE_AREAS, REMOTES_INLINE_ID, REMOTES_PATH, remotesSchema, type Remotes } from '@nextlevel/bff/contract';
import * as v from 'valibot';

/** Each manifest URL resolved against the page, since the bff may answer site-relative URLs (/remotes/mf-public/mf-manifest.json). */
const resolveAgainst = (remotes: Remotes, base: string): Remotes => {
  const resolved = { ...remotes };
  for (const area of REMOTE_AREAS) resolved[area] = new URL(remotes[area], base).href;
  return resolved;
};

/** Reads /remotes.json. */
export async function fetchRemotes(base: string = location.href, fetchImpl: typeof fetch = fetch): Promise<Remotes> {
  const res = await fetchImpl(new URL(REMOTES_PATH, base).href, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${REMOTES_PATH} answered ${res.status}`);
  return resolveAgainst(v.parse(remotesSchema, await res.json()), base);
}

/** The remotes map the bff wrote into index.html, or null when there is none (the dev server) or it does not parse. */
export function readInlineRemotes(doc: Document = document, base: string = location.href): Remotes | null {
  const text = doc.getElementById(REMOTES_INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(remotesSchema, JSON.parse(text));
    return parsed.success ? resolveAgainst(parsed.output, base) : null;
  } catch {
    return null;
  }
}

/** The page's remotes map the first time (when index.html holds one), /remotes.json afterwards, so a retry sees a fixed entry. */
export function remotesSource(readInline: () => Remotes | null, fetchFresh: () => Promise<Remotes>): () => Promise<Remotes> {
  let first = true;
  return () => {
    const inline = first ? readInline() : null;
    first = false;
    return inline ? Promise.resolve(inline) : fetchFresh();
  };
}

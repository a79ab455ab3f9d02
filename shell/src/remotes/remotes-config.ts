import { isRemotes, REMOTE_AREAS, REMOTES_INLINE_ID, REMOTES_PATH, type Remotes } from '@nextlevel/bff/contract';

/** Each area's manifest URL resolved against the page, since the bff may answer site-relative URLs (/remotes/mf-public/mf-manifest.json); other keys are dropped. */
const resolveAgainst = (remotes: Remotes, base: string): Remotes =>
  Object.fromEntries(REMOTE_AREAS.map((area) => [area, new URL(remotes[area], base).href])) as Remotes;

/** Reads /remotes.json. */
export async function fetchRemotes(base: string = location.href, fetchImpl: typeof fetch = fetch): Promise<Remotes> {
  const res = await fetchImpl(new URL(REMOTES_PATH, base).href, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${REMOTES_PATH} answered ${res.status}`);
  const remotes: unknown = await res.json();
  if (!isRemotes(remotes)) throw new Error(`${REMOTES_PATH} does not name a manifest for every area`);
  return resolveAgainst(remotes, base);
}

/** The remotes map the bff wrote into index.html, or null when there is none (the dev server) or it does not parse. */
export function readInlineRemotes(doc: Document = document, base: string = location.href): Remotes | null {
  const text = doc.getElementById(REMOTES_INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    const remotes: unknown = JSON.parse(text);
    return isRemotes(remotes) ? resolveAgainst(remotes, base) : null;
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

import { describe, expect, it, vi } from 'vitest';
import { REMOTES_INLINE_ID, ownBuildRemotes, type Remotes } from '@nextlevel/bff/contract';
import { fetchRemotes, readInlineRemotes, remotesSource } from './remotes-config';

/** The map of this site's own builds, with `changes` over it, each URL resolved against `origin`. */
const mapOf = (changes: Partial<Remotes>, origin?: string): Remotes =>
  Object.fromEntries(
    Object.entries({ ...ownBuildRemotes, ...changes }).map(([area, url]) => [area, origin ? new URL(url, origin).href : url]),
  ) as Remotes;

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('fetchRemotes', () => {
  it('reads /remotes.json and resolves site-relative manifest URLs against the page', async () => {
    const fetchImpl = answer(mapOf({ members: 'https://cdn.example.com/members/mf-manifest.json' }));
    const remotes = await fetchRemotes('https://nextlevel.example/members/dashboard', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('https://nextlevel.example/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(remotes).toEqual(mapOf({ members: 'https://cdn.example.com/members/mf-manifest.json' }, 'https://nextlevel.example'));
    expect(remotes.public).toBe('https://nextlevel.example/remotes/mf-public/mf-manifest.json');
  });

  it('fails on a non-OK answer', async () => {
    await expect(fetchRemotes('http://localhost/', answer({ error: 'x' }, 500))).rejects.toThrow('GET /remotes.json answered 500');
  });

  it('fails when an area is missing', async () => {
    await expect(fetchRemotes('http://localhost/', answer({ public: '/p.json', members: '/m.json' }))).rejects.toThrow(
      '/remotes.json does not name a manifest for every area',
    );
  });

  it('keeps only the areas of the registry', async () => {
    const remotes = await fetchRemotes('https://nextlevel.example/', answer({ ...mapOf({}), extra: '/x.json' }));
    expect(Object.keys(remotes).sort()).toEqual(Object.keys(ownBuildRemotes).sort());
  });
});

describe('readInlineRemotes', () => {
  const page = (json: string | null) => {
    const doc = document.implementation.createHTMLDocument('t');
    if (json !== null) doc.body.innerHTML = `<script type="application/json" id="${REMOTES_INLINE_ID}">${json}</script>`;
    return doc;
  };
  const remotes = mapOf({ members: '/m.json', internal: 'https://cdn.example.com/i.json' });

  it('reads the map the bff wrote into index.html and resolves it against the page', () => {
    expect(readInlineRemotes(page(JSON.stringify(remotes)), 'https://nextlevel.example/')).toEqual(
      mapOf({ members: '/m.json', internal: 'https://cdn.example.com/i.json' }, 'https://nextlevel.example'),
    );
  });

  it('gives null without a map, or with one that does not parse', () => {
    expect(readInlineRemotes(page(null), 'https://nextlevel.example/')).toBeNull();
    expect(readInlineRemotes(page('{not json'), 'https://nextlevel.example/')).toBeNull();
    expect(readInlineRemotes(page('{"public":"/p.json"}'), 'https://nextlevel.example/')).toBeNull();
  });
});

describe('remotesSource', () => {
  const inline = mapOf({ members: 'b' });
  const fresh = mapOf({ members: 'y' });

  it('answers the inline map first and /remotes.json on every later call (a retry sees a fixed entry)', async () => {
    const fetchFresh = vi.fn(async () => fresh);
    const next = remotesSource(() => inline, fetchFresh);
    await expect(next()).resolves.toBe(inline);
    expect(fetchFresh).not.toHaveBeenCalled();
    await expect(next()).resolves.toBe(fresh);
    expect(fetchFresh).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when the page has no inline map', async () => {
    const next = remotesSource(
      () => null,
      async () => fresh,
    );
    await expect(next()).resolves.toBe(fresh);
  });
});

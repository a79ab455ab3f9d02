import { describe, expect, it, vi } from 'vitest';
import { fetchRemotes } from './remotes-config';

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('fetchRemotes', () => {
  it('reads /remotes.json and resolves site-relative manifest URLs against the page', async () => {
    const fetchImpl = answer({
      public: '/remotes/mf-public/mf-manifest.json',
      members: 'https://cdn.example.com/members/mf-manifest.json',
      internal: '/remotes/mf-internal/mf-manifest.json',
    });
    const remotes = await fetchRemotes('https://nextlevel.example/members/dashboard', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('https://nextlevel.example/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(remotes).toEqual({
      public: 'https://nextlevel.example/remotes/mf-public/mf-manifest.json',
      members: 'https://cdn.example.com/members/mf-manifest.json',
      internal: 'https://nextlevel.example/remotes/mf-internal/mf-manifest.json',
    });
  });

  it('fails on a non-OK answer', async () => {
    await expect(fetchRemotes('http://localhost/', answer({ error: 'x' }, 500))).rejects.toThrow('GET /remotes.json answered 500');
  });

  it('fails when an area is missing', async () => {
    await expect(fetchRemotes('http://localhost/', answer({ public: '/p.json', members: '/m.json' }))).rejects.toThrow();
  });
});
